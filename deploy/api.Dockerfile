# syntax=docker/dockerfile:1
# The API with the back office (issue 22 item 3): `docker build -f deploy/api.Dockerfile .` from
# the repository root. Multi-stage: the build stage compiles the API to JavaScript (esbuild,
# apps/api/scripts/build.mjs) and builds the back office; the runtime stage has production
# dependencies only and runs as the unprivileged `node` user.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/backoffice/package.json apps/backoffice/
COPY packages/contracts/package.json packages/contracts/
COPY packages/domain/package.json packages/domain/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages packages
COPY apps/api apps/api
COPY apps/backoffice apps/backoffice
RUN npm run build -w @food/api
RUN npm run build -w @food/backoffice

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/backoffice/package.json apps/backoffice/
COPY packages/contracts/package.json packages/contracts/
COPY packages/domain/package.json packages/domain/
RUN npm ci --omit=dev --no-audit --no-fund -w @food/api

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    API_PORT=4000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/package.json ./
COPY apps/api/package.json apps/api/
COPY apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/backoffice/dist apps/backoffice/dist
# PGlite's data folder when DATABASE_URL is unset (a single instance); instances over
# PostgreSQL keep nothing here
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.API_PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/api/dist/server.mjs"]
