# One image for both services; docker-compose.yml picks the command.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
ENV NODE_ENV=production
EXPOSE 5080 4000
CMD ["node", "scripts/start.mjs"]
