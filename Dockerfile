# syntax=docker/dockerfile:1
# Atelier's image (docs/operations.md): the web app and the server bundle are built in one stage
# with every dependency; the image runs them with production dependencies only, as the
# unprivileged `node` user. One process per container: scale by running more containers.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY scripts scripts
COPY packages packages
COPY apps apps
RUN node scripts/build.mjs

FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund --workspace apps/server --workspace packages/domain
# The font packages ship nine weights (166 MB); PDFs draw with two (apps/server/src/platform/pdf/
# fonts.ts): the others leave the image, the fonts' licence stays beside the two.
RUN find node_modules/@expo-google-fonts -type f ! -name '*_400Regular.ttf' ! -name '*_700Bold.ttf' \
      ! -name 'LICENSE*' ! -name 'package.json' -delete

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.mjs"]
