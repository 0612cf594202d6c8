import type { Client } from '@cobber/contracts';

// What a phone search may hold besides digits: the spaces, brackets, dashes, dots and
// leading + people type numbers with.
const PHONE_LIKE = /^[\d\s()+.-]*\d[\d\s()+.-]*$/;

/**
 * A phone number's digits, however it was spaced, with Australia's +61 written as the
 * leading 0 a tradie dials: "+61 423 111 222" and "(0423) 111-222" both give "0423111222".
 */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+61') ? `0${digits.slice(2)}` : digits;
}

/**
 * Spec §2 "Clients": name or email contains the search (any case), or the phone
 * contains the digits searched for whatever the spacing (issue 19: "0423111" finds
 * "0423 111 222"); the list is sorted by name.
 */
export function findClients(clients: Client[], search: string): Client[] {
  const wanted = search.trim().toLowerCase();
  const digits = PHONE_LIKE.test(wanted) ? phoneDigits(wanted) : '';
  const matching = wanted
    ? clients.filter(
        (client) =>
          client.name.toLowerCase().includes(wanted) ||
          client.email.toLowerCase().includes(wanted) ||
          (digits !== '' && client.phone !== null && phoneDigits(client.phone).includes(digits)),
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
