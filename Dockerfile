# One image for every process of the portal; docker-compose.yml picks the command per service.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY subgraphs/kit/package.json subgraphs/kit/
COPY subgraphs/content/package.json subgraphs/content/
COPY subgraphs/people/package.json subgraphs/people/
COPY subgraphs/transparency/package.json subgraphs/transparency/
COPY subgraphs/participation/package.json subgraphs/participation/
COPY subgraphs/access/package.json subgraphs/access/
COPY gateway/package.json gateway/
COPY clients/ui/package.json clients/ui/
COPY clients/public/package.json clients/public/
COPY clients/admin/package.json clients/admin/
COPY clients/explorer/package.json clients/explorer/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 4000
CMD ["node", "gateway/dist/main.js"]
