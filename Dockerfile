# mcp-wrap serving wrappers over Streamable HTTP, for a team (see docs/http.md).
# Build: docker build -t mcp-wrap .   Run: docker run -e MCP_TOKENS=... -p 8080:8080 mcp-wrap git
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
# The bundled wrappers' programs, and bubblewrap for the OS sandbox (it needs a runtime that allows
# user namespaces; otherwise pass --sandbox off and rely on the container alone).
RUN apt-get update \
 && apt-get install -y --no-install-recommends git grep findutils tar libarchive-tools jq sqlite3 curl pandoc bubblewrap procps ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/bin ./bin
COPY --from=build /app/dist ./dist
COPY --from=build /app/schema ./schema
COPY --from=build /app/wrappers ./wrappers
COPY --from=build /app/node_modules ./node_modules
RUN useradd --create-home --uid 10001 mcp && mkdir /work && chown mcp /work
USER mcp
WORKDIR /work
EXPOSE 8080
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:8080/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# Stateless, so any number of replicas can sit behind a load balancer; tokens from MCP_TOKENS.
ENTRYPOINT ["node", "/app/bin/mcp-wrap", "serve", "--http", "0.0.0.0:8080", "--stateless", "--auth-token-env", "MCP_TOKENS", "--allowed-host", "*", "--cwd", "/work"]
CMD ["git"]
