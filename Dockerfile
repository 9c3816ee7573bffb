# Sayso in one container: the API, the portal, the SDK script and uploads on one port.
# Untested here (no Docker engine on the machine that wrote it); api/test/docker.test.ts
# checks this file everywhere and builds and starts it wherever `docker info` succeeds.
# Base: Node 24 LTS, pinned by digest so a build is repeatable and a changed upstream image is
# a reviewed change; to update, take the digest of the current node:24-bookworm-slim
# (`docker buildx imagetools inspect node:24-bookworm-slim`) and replace it in both stages.

# ---- build: install (compiling better-sqlite3), build the SDK and the portal, then drop dev deps ----
FROM node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d AS build
# better-sqlite3 compiles from source when its prebuilt binary cannot be downloaded.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Manifests first, so a source change does not reinstall every dependency.
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY portal/package.json portal/
COPY sdk/package.json sdk/
# `npm install` with the committed lock: `npm ci` rejects the lock npm 11 writes (it omits other
# platforms' optional binaries, then reports them missing). See docs/self-hosting.md.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build
# The build needed Vite, TypeScript and the test tools; running needs only production
# dependencies (tsx among them: it runs the API's TypeScript, as `npm start` does).
RUN npm prune --omit=dev --no-audit --no-fund

# ---- run: only what the server reads, owned by root and read-only for the app, data in a volume ----
FROM node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/LICENSE ./
COPY --from=build /app/node_modules node_modules
# The API's source, migrations and its own nested production dependencies.
COPY --from=build /app/api api
# Served as files: the built portal and the SDK script (whose version comes from its manifest).
COPY --from=build /app/portal/package.json portal/
COPY --from=build /app/portal/dist portal/dist
COPY --from=build /app/sdk/package.json sdk/
COPY --from=build /app/sdk/dist sdk/dist
# Every released widget version, byte for byte (docs/decisions/020-lasting-widget-releases.md).
COPY --from=build /app/sdk/releases sdk/releases
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# `npm start` without its build step (done above; /app is not writable at run time).
# Exec form: node is PID 1 and gets SIGTERM itself, for a graceful stop. The heap flags are
# npm start's (docs/decisions/022-cheap-writes-and-a-lean-server.md).
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=50", "api/build/index.mjs"]
