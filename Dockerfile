# Sayso in one container: the API, the portal, the SDK script and uploads on one port.
# Untested here (no Docker engine on the machine that wrote it); api/test/docker.test.ts
# builds and starts it wherever `docker info` succeeds.

# ---- build: install (compiling better-sqlite3) and build the SDK and the portal ----
FROM node:20-bookworm-slim AS build
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

# ---- run: the same files, owned by root and read-only for the app, data in a volume ----
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
WORKDIR /app
# tsx runs the API's TypeScript (as `npm start` does), so dev dependencies stay.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# `npm start` without its build step (done above; /app is not writable at run time).
# Exec form: node is PID 1 and gets SIGTERM itself, for a graceful stop.
CMD ["node", "--max-semi-space-size=4", "--import", "tsx", "api/src/index.ts"]
