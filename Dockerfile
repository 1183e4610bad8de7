# The production image: one stateless instance; PostgreSQL comes from DATABASE_URL.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY graphql-api/package.json graphql-api/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000 SWC_NODE_PROJECT=graphql-api/tsconfig.json
EXPOSE 3000
USER node
CMD ["node", "--max-old-space-size=192", "-r", "@swc-node/register", "graphql-api/src/main.ts"]
