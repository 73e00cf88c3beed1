# The viewer as an image: built with the same commands as CI (npm ci, npm run build), run by plain
# node (dist/server/main.js) as a non-root user. docs/deploy.md explains how to run it.

# Node 22 (LTS until April 2027), the same release in both stages, each pinned by its digest (the
# multi-platform index) with the tag beside it: a rebuild gets the same bytes until both are bumped
# together (docs/deploy.md, "Updating the base images"). The digests are the ones public
# Dockerfiles pin for these tags (node:22.22.1-bookworm in pomerium/pomerium's; -bookworm-slim in
# many), found by a code search: no registry was reachable where this was written, so check them
# once with `docker buildx imagetools inspect node:22.22.1-bookworm-slim` before the first build.

# Build stage: the full Node image has python3, make and g++ for better-sqlite3 should its
# prebuilt binary not fit; the runtime below is the same Debian release, so the binary runs there.
FROM node:22.22.1-bookworm@sha256:f90672bf4c76dfc077d17be4c115b1ae7731d2e8558b457d86bca42aeb193866 AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# Runtime stage: no compiler, no development dependencies (tsx, vite, playwright), no sources.
FROM node:22.22.1-bookworm-slim@sha256:4f77a690f2f8946ab16fe1e791a3ac0667ae1c3575c3e4d0d4589e9ed5bfaf3d
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
# The code belongs to root and is read-only to the server; only DATA_DIR is the server's.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# /readyz: the build is loaded, the store takes a write, the server is not stopping (it never asks
# the API). The slim image has no curl: node asks.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains the requests in flight (up to 8 s) before it exits: node is PID 1 here and
# handles the signal itself. The operator's commands are beside it, run with plain node too:
# `node dist/server/db-report-role.js <name>`, `node dist/server/store-backup.js backup|restore <file>`.
CMD ["node", "dist/server/main.js"]
