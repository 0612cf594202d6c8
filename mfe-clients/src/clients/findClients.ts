import type { Client } from '@cobber/contracts';

/**
 * Spec §2 "Clients": name or email contains the search (any case), or the phone
 * contains it as typed; the list is sorted by name.
 */
export function findClients(clients: Client[], search: string): Client[] {
  const wanted = search.trim().toLowerCase();
  const matching = wanted
    ? clients.filter(
        (client) =>
          client.name.toLowerCase().includes(wanted) ||
          client.email.toLowerCase().includes(wanted) ||
          (client.phone ?? '').includes(search.trim()),
      )
    : clients;
  return [...matching].sort((a, b) => a.name.localeCompare(b.name, 'en-AU', { sensitivity: 'base' }));
}

/** The query a quote screen takes to start with this client (spec §2). */
export function quoteParams(client: Client): string {
  return new URLSearchParams({
    clientId: client.id,
    clientName: client.name,
    clientEmail: client.email,
    clientPhone: client.phone ?? '',
  }).toString();
}
