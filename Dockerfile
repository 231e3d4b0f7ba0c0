# syntax=docker/dockerfile:1
# One multi-stage build for both services (ADR 041). Build context: the repository root (npm
# workspaces). `docker build --target api .` or `--target bff .`; docker-compose.yml names the target.

FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY domain/package.json domain/
COPY api/package.json api/
COPY bff/package.json bff/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY domain domain
COPY api api
COPY bff bff
COPY web web
COPY schema schema
RUN npx tsc -b domain api bff && npm run build -w web && npm run build:playground -w web

# What both services run on: production dependencies and the domain package.
FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/domain/package.json domain/
COPY --from=build /app/domain/dist domain/dist

FROM runtime AS api
COPY --from=build /app/api/package.json api/
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/api/migrations api/migrations
COPY --from=build /app/api/config-documents api/config-documents
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "api/dist/server.js"]

# The BFF also serves the built web app and the playground.
FROM runtime AS bff
COPY --from=build /app/bff/package.json bff/
COPY --from=build /app/bff/dist bff/dist
COPY --from=build /app/web/package.json web/
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-server web/dist-server
COPY --from=build /app/web/dist-playground web/dist-playground
# As `npm start` runs it (scripts/process-plan.mjs, ADR 197): blocks of 128 KB or more mapped on their
# own and given back when freed, and the old generation held at about twice what V8 last kept.
ENV GLIBC_TUNABLES=glibc.malloc.mmap_threshold=131072
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:3000/graphql',{method:'POST',headers:{'content-type':'application/json'},body:'{\"query\":\"{__typename}\"}'}).then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--heap-growing-percent=100", "bff/dist/server.js"]
