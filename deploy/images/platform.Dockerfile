# syntax=docker/dockerfile:1
# The club's REST services and their OpenID provider (platform/src/main.ts). The same image runs the development
# third parties, a mail server and a sandbox payment provider, with the command `platform/src/third-parties.ts`
# (deploy/compose.yaml). Built from the repository's root:
#   docker build -f deploy/images/platform.Dockerfile -t club/platform .
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
COPY platform/package.json platform/
COPY settings/package.json settings/
COPY telemetry/package.json telemetry/
# Not `pnpm deploy`: it copies the workspace packages into node_modules, where Node refuses to run TypeScript
# (ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING). An install links them to their own folders instead. pnpm installs
# the workspace root's dependencies with any filter; they take room in the image, not in the process.
RUN pnpm install --prod --frozen-lockfile --filter "@club/platform..."

FROM node:22-slim
WORKDIR /app
COPY --from=dependencies /app/node_modules node_modules/
COPY --from=dependencies /app/platform/node_modules platform/node_modules/
COPY --from=dependencies /app/settings/node_modules settings/node_modules/
COPY --from=dependencies /app/telemetry/node_modules telemetry/node_modules/
COPY platform/package.json platform/
# The sources include the database's migrations (src/db/migrations), applied at the start.
COPY platform/src platform/src/
# The seed's video clips and the club radio's stream, served from here.
COPY platform/media platform/media/
COPY settings/package.json settings/
COPY telemetry/package.json telemetry/
COPY settings/src settings/src/
COPY telemetry/src telemetry/src/
# Job applications' documents (DOCUMENTS_DIR): a volume mounted here starts out owned by the user below.
RUN mkdir -p /data/documents && chown 1000:1000 /data/documents
# The node image's own user, by number, so that Kubernetes can check runAsNonRoot.
USER 1000:1000
# The services and the OpenID provider; the third parties' SMTP, inbox and payment provider.
EXPOSE 4010 4011 2525 4012 4013
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "--experimental-transform-types", "--disable-warning=ExperimentalWarning"]
CMD ["platform/src/main.ts"]
