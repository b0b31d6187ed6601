# One image for both services; docker-compose.yml picks the command (and HEALTHCHECK_PORT).
# Built in stages: the runtime image holds production dependencies and build output only.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY domain/package.json domain/
COPY licensing-api/package.json licensing-api/
COPY client/package.json client/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=build /app/domain/package.json domain/
COPY --from=build /app/licensing-api/package.json licensing-api/
COPY --from=build /app/client/package.json client/
COPY --from=build /app/gateway/package.json gateway/
COPY --from=build /app/web/package.json web/
COPY --from=build /app/e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund -w domain -w licensing-api -w gateway && npm cache clean --force
# Quote PDFs use the fonts' regular and bold weights only (FAMILIES in licensing-api/src/lib/pdf-document.ts):
# the packages' other weights, some 120 MB, stay out of the image.
RUN find node_modules/@expo-google-fonts -mindepth 2 -maxdepth 2 -type d ! -name 400Regular ! -name 700Bold \
      -exec rm -rf {} +
COPY --from=build /app/domain/dist domain/dist
COPY --from=build /app/licensing-api/dist licensing-api/dist
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/schema schema
COPY --from=build /app/scripts/healthcheck.mjs /app/scripts/keys.mjs /app/scripts/stack.mjs scripts/
# DATA_DIR: the embedded database and, without DATABASE_URL, its keys. /app/keys: the key files
# every replica shares on PostgreSQL (`node scripts/keys.mjs /app/keys`; a volume in docker-compose.yml).
RUN mkdir -p /app/.data /app/keys && chown node:node /app/.data /app/keys
USER node
EXPOSE 5080 4000
ENV HEALTHCHECK_PORT=4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 CMD ["node", "scripts/healthcheck.mjs"]
CMD ["node", "gateway/dist/main.js"]
