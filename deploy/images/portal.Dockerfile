# syntax=docker/dockerfile:1
# The portal's web server (scripts/portal.ts with GRAPH_URL): it serves the built web app, renders pages and
# passes /media and /uploads to the platform; the graph and the platform run in images of their own. Built from
# the repository's root:
#   docker build -f deploy/images/portal.Dockerfile -t club/portal .
#
# There is no compile step: Node 22 runs the TypeScript sources with --experimental-transform-types. Not with
# type stripping alone, which refuses TypeScript parameter properties, and not with tsx, whose loader costs each
# process about 40 MB (docs/operations.md).

FROM node:22-slim AS web-build
ENV COREPACK_ENABLE_DOWNLOAD_PROMPT=0
RUN corepack enable
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY patches patches/
COPY web/package.json web/
# With its development dependencies: Vite and its plugins, and the root's vitest (web/vite.config.ts).
RUN pnpm install --frozen-lockfile --filter @club/web
# babel-plugin-relay reads the Relay configuration; the artifacts it points at are committed in web/src.
COPY relay.config.js ./
COPY web web/
RUN pnpm run build

FROM node:22-slim AS dependencies
ENV COREPACK_ENABLE_DOWNLOAD_PROMPT=0
RUN corepack enable
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY patches patches/
COPY graph/package.json graph/
COPY platform/package.json platform/
COPY settings/package.json settings/
COPY telemetry/package.json telemetry/
COPY web/package.json web/
# The server imports @club/graph and @club/platform; the pages' server rendering (web/dist-server) imports the
# web app's own dependencies (React, Relay, the router). Not `pnpm deploy`: it copies the workspace packages
# into node_modules, where Node refuses to run TypeScript (ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING).
RUN pnpm install --prod --frozen-lockfile --filter "@club/graph..." --filter "@club/platform..." --filter @club/web

FROM node:22-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=dependencies /app/node_modules node_modules/
COPY --from=dependencies /app/graph/node_modules graph/node_modules/
COPY --from=dependencies /app/platform/node_modules platform/node_modules/
COPY --from=dependencies /app/settings/node_modules settings/node_modules/
COPY --from=dependencies /app/telemetry/node_modules telemetry/node_modules/
COPY --from=dependencies /app/web/node_modules web/node_modules/
COPY --from=web-build /app/web/dist web/dist/
COPY --from=web-build /app/web/dist-server web/dist-server/
# scripts/package.json makes the server's files ES modules.
COPY scripts/package.json scripts/portal.ts scripts/portal-crawlers.ts scripts/portal-pages.ts scripts/portal-assets.ts scripts/portal-settings.ts scripts/portal-tracing.ts scripts/
# Read by the graph's settings, which the portal checks at its start, and by the graph when it runs inside.
COPY persisted-queries.json ./
COPY graph/package.json graph/
COPY graph/src graph/src/
COPY platform/package.json platform/
COPY platform/src platform/src/
COPY platform/media platform/media/
COPY settings/package.json settings/
COPY telemetry/package.json telemetry/
COPY settings/src settings/src/
COPY telemetry/src telemetry/src/
# The pages' query artifacts, routes and language catalogues, which the server imports from the app's sources.
COPY web/package.json web/
COPY web/src web/src/
# The node image's own user, by number, so that Kubernetes can check runAsNonRoot.
USER 1000:1000
EXPOSE 3000
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "--experimental-transform-types", "--disable-warning=ExperimentalWarning"]
CMD ["scripts/portal.ts"]
