# The production image: one stateless instance; PostgreSQL comes from DATABASE_URL.
# Node 24 LTS (DESIGN §2: Node 20 reached its end of life in April 2026).
FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY graphql-api/package.json graphql-api/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
# The server compiled to graphql-api/dist/ (swc) and the web app to web/dist/: the image runs plain JavaScript.
RUN npm run build
# Two malloc arenas: sharp's and libuv's threads otherwise each fragment a heap of their own (an Anki import with
# 5 000 images peaked at 302 MB with glibc's default, 289 MB with two).
ENV NODE_ENV=production PORT=3000 MALLOC_ARENA_MAX=2
EXPOSE 3000
USER node
# Liveness: the process answers and reaches its database (docker-compose.yml probes readiness, /api/health/ready).
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The same heap limits as `npm start` (graphql-api/package.json).
CMD ["node", "--max-old-space-size=192", "--max-semi-space-size=16", "graphql-api/dist/main.js"]
