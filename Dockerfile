# The production image: one stateless instance; PostgreSQL comes from DATABASE_URL.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY graphql-api/package.json graphql-api/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
# The server compiled to graphql-api/dist/ (swc) and the web app to web/dist/: the image runs plain JavaScript.
RUN npm run build
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
USER node
CMD ["node", "--max-old-space-size=192", "graphql-api/dist/main.js"]
