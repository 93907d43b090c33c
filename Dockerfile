# Greenvest in one image: the Fastify server, the built web client and the migrations
# (docs/operations.md; decision 0052). Build: docker build -t greenvest .
# scripts/docker-steps.mjs runs these steps without Docker in the test suite; keep to the
# instructions it understands (FROM, ARG, WORKDIR, ENV, COPY, RUN, USER, VOLUME, EXPOSE,
# HEALTHCHECK, CMD).

ARG NODE_VERSION=20.20.2

# ---- build: every dependency, then the web client (apps/web/build) ----
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json ./packages/contract/
COPY apps/server/package.json ./apps/server/
COPY apps/web/package.json ./apps/web/
COPY e2e/package.json ./e2e/
COPY bench/package.json ./bench/
RUN npm ci --no-audit --no-fund --workspace apps/web --workspace apps/server --workspace packages/contract --include-workspace-root
COPY . .
RUN npm run build

# ---- runtime: production dependencies, server sources (run by tsx), the built client ----
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json ./packages/contract/
COPY apps/server/package.json ./apps/server/
COPY apps/web/package.json ./apps/web/
COPY e2e/package.json ./e2e/
COPY bench/package.json ./bench/
RUN npm ci --omit=dev --no-audit --no-fund --workspace apps/web --workspace apps/server --workspace packages/contract --include-workspace-root \
    && npm cache clean --force
COPY tsconfig.json ./
COPY scripts/start.mjs scripts/ensure-build.mjs ./scripts/
COPY --from=build /app/packages/contract/src ./packages/contract/src
COPY --from=build /app/apps/server/src ./apps/server/src
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/server/assets ./apps/server/assets
COPY --from=build /app/apps/web/build ./apps/web/build
# The image ships no web sources (apps/web/app), so `npm start` serves this build as it is.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` runs (scripts/start.mjs), without npm in between: one process, signals reach it.
CMD ["node", "scripts/start.mjs"]
