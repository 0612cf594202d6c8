# One image for every service and the gateway (docker-compose.yml picks the entry):
# the workspace with its dependencies and the built shell and microfrontends.
FROM node:24-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
ENV NODE_ENV=production
# Uploaded logos and the local mailbox live in volumes the unprivileged user can write.
RUN mkdir -p /data/uploads /data/mailbox && chown node:node /data/uploads /data/mailbox
USER node
