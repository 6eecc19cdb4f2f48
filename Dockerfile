# Tablemate in one container: the built app and its relay on one port (`npm run serve`), table
# data in the /data volume. compose.yaml puts Caddy in front of it for HTTPS; alone:
#   docker build -t tablemate .
#   docker run -d -p 8080:8080 -v tablemate-tables:/data tablemate
# (plain HTTP: phones need HTTPS to install the app, so put a TLS proxy in front, see the README).

# The Node image of every stage: Node 20 (the README's) on Debian slim. A build argument so a
# machine that cannot reach Docker Hub can name a copy of its own.
ARG NODE_IMAGE=node:20-slim

# 1. The app, built as `npm run build` builds it. It names no relay address: each copy reaches
#    the relay of the address it is loaded from, which is this container's.
FROM ${NODE_IMAGE} AS build
# Empty for a domain's root; `--build-arg BASE_PATH=/tablemate` builds the app for that path, and
# the server reads it back from the build (app at /tablemate/, relay at /tablemate/table).
ARG BASE_PATH=
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The packages the server runs on, without the build's tools.
FROM ${NODE_IMAGE} AS server-packages
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

# 3. What runs: Node, the server's packages, server/ and the built app; nothing else.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
	PORT=8080 \
	HOST=0.0.0.0 \
	TABLE_DATA=/data \
	TABLEMATE_APP=/app/build
WORKDIR /app
COPY --from=server-packages /app/node_modules ./node_modules
COPY package.json ./
COPY server/ ./server/
COPY --from=build /src/build ./build
# The tables live in a volume the unprivileged `node` user (the image's, uid 1000) owns.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# 200 while the relay takes tables; 503 when it is full or stopping.
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
	CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: no new connection, every open table written, exit within 10 s (server/serve.mjs).
STOPSIGNAL SIGTERM
CMD ["node", "server/serve.mjs"]
