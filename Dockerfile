# The viewer as an image: built with the same commands as CI (npm ci, npm run build), run by plain
# node (dist/server/main.js) as a non-root user. docs/deploy.md explains how to run it.

# Build stage: the full Node image has python3, make and g++ for better-sqlite3 should its
# prebuilt binary not fit; the runtime below is the same Debian release, so the binary runs there.
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# Runtime stage: no compiler, no development dependencies (tsx, vite, playwright), no sources.
FROM node:20-bookworm-slim
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
# handles the signal itself.
CMD ["node", "dist/server/main.js"]
