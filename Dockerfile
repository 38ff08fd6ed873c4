# queue-booking: a production image (see docs/operations.md, "Running in production").
#   docker build -t queue-booking .
#   docker run -p 3000:3000 -v queue-booking-data:/data queue-booking
# Two stages: the build stage has the dev dependencies (Babel, rollup, lingui, TypeScript); the
# runtime stage gets only what runs. Node 24: SQLite is Node's own `node:sqlite` there, so no
# compiler is needed (better-sqlite3, an optional dependency for Node 20/22, may be skipped).

FROM node:24.21-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts scripts
# `npm ci` refuses a lockfile written on one platform without the others' optional packages.
RUN npm install --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json lingui.config.ts babel.config.json rollup.config.mjs ./
COPY locales locales
COPY server server
COPY widget widget
COPY office office
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:24.21-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=/data/queue-booking.sqlite
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY demo-host demo-host
# SQLite lives on a volume owned by the unprivileged `node` user of the base image; with
# PostgreSQL (DATABASE_URL=postgres://…) the volume stays empty.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# The slim image has no curl: Node's own fetch asks the liveness endpoint. (A readiness
# endpoint, `/readyz`, is for load balancers; the container's health is liveness.)
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node as PID 1 receives the SIGTERM of `docker stop` itself and shuts down gracefully.
CMD ["node", "dist/server/src/main.js"]
