import type { Client } from '@cobber/contracts';

/** The query a quote screen takes to start with this client. */
export function quoteParams(client: Client): string {
  return new URLSearchParams({
    clientId: client.id,
    clientName: client.name,
    clientEmail: client.email,
    clientPhone: client.phone ?? '',
  }).toString();
}
