# syntax=docker/dockerfile:1
# The graph (graph/src/main.ts). Built from the repository's root:
#   docker build -f deploy/images/graph.Dockerfile -t club/graph .
#
# There is no compile step: Node 22 runs the TypeScript sources with --experimental-transform-types. Not with
# type stripping alone, which refuses TypeScript parameter properties, and not with tsx, whose loader costs each
# process about 40 MB (docs/operations.md).

FROM node:22-slim AS dependencies
ENV COREPACK_ENABLE_DOWNLOAD_PROMPT=0
RUN corepack enable
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY patches patches/
COPY graph/package.json graph/
COPY settings/package.json settings/
COPY telemetry/package.json telemetry/
# Not `pnpm deploy`: it copies the workspace packages into node_modules, where Node refuses to run TypeScript
# (ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING). An install links them to their own folders instead. pnpm installs
# the workspace root's dependencies with any filter; they take room in the image, not in the process.
RUN pnpm install --prod --frozen-lockfile --filter "@club/graph..."

FROM node:22-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=dependencies /app/node_modules node_modules/
COPY --from=dependencies /app/graph/node_modules graph/node_modules/
COPY --from=dependencies /app/settings/node_modules settings/node_modules/
COPY --from=dependencies /app/telemetry/node_modules telemetry/node_modules/
COPY graph/package.json graph/
COPY graph/src graph/src/
COPY settings/package.json settings/
COPY telemetry/package.json telemetry/
COPY settings/src settings/src/
COPY telemetry/src telemetry/src/
# The trusted documents: the only operations a production graph runs (PERSISTED_DOCUMENTS).
COPY persisted-queries.json ./
# The node image's own user, by number, so that Kubernetes can check runAsNonRoot.
USER 1000:1000
EXPOSE 4000 9464
# The graph drains on SIGTERM (graph/src/main.ts): not ready at once, requests in flight finished.
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "--experimental-transform-types", "--disable-warning=ExperimentalWarning"]
CMD ["graph/src/main.ts"]
