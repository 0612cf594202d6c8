import { ClientList, ErrorCode, parseEventOf, type Client, type EventEnvelope } from '@cobber/contracts';
import { consumeOnce, HttpError, OUTAGE_RETRY_AFTER_SECONDS, type Knex, type Owner } from '@cobber/kit';
import { askBusinessService, type BusinessService } from './business-service.ts';
import { findClientOwner, keepClientOwner } from './repository.ts';

export const NO_SUCH_CLIENT = 'No such client';

/** How long a quote waits for the business service before answering 503. */
const BUSINESS_TIMEOUT_MS = 5_000;

/** client.upserted: whose the client is, kept once (a client never changes owner). */
export async function recordClient(db: Knex, raw: EventEnvelope): Promise<void> {
  const client = parseEventOf(raw, 'client.upserted').data;
  await consumeOnce(db, raw, (trx) => keepClientOwner(trx, client.id, client.ownerId));
}

function unavailable(): HttpError {
  return new HttpError(503, ErrorCode.unavailable, 'The business service did not answer. Please try again in a minute.', {
    headers: { 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) },
  });
}

/** The owner's clients as the business service, their owner, has them now. */
async function ownerClients(business: BusinessService, owner: Owner): Promise<Client[]> {
  let response: Response;
  try {
    response = await askBusinessService(business, owner, '/api/clients', BUSINESS_TIMEOUT_MS);
  } catch (err) {
    business.logger.warn({ err }, 'the business service is unreachable');
    throw unavailable();
  }
  const clients = ClientList.safeParse(response.ok ? await response.json().catch(() => undefined) : undefined);
  if (!clients.success) {
    business.logger.error({ status: response.status }, 'the business service did not list the clients');
    throw unavailable();
  }
  return clients.data;
}

/** Asks the business service, as the owner, whether the client is one of theirs. */
async function businessKnows(business: BusinessService, owner: Owner, clientId: string): Promise<boolean> {
  return (await ownerClients(business, owner)).some((client) => client.id === clientId);
}

/** The phone number of the owner's client as it is now (a quote is texted to it); null when none. */
export type ClientPhone = (owner: Owner, clientId: string) => Promise<string | null>;

export function clientPhone(business: BusinessService): ClientPhone {
  return async (owner, clientId) => (await ownerClients(business, owner)).find((client) => client.id === clientId)?.phone ?? null;
}

export type ClientCheck = (owner: Owner, clientId: string) => Promise<void>;

/**
 * A quote names one of the owner's own clients; another owner's, or none, answers 404
 * naming `clientId`. The replica knows most clients, but a client made a
 * moment ago may not have reached it yet (its event is asynchronous) and clients made
 * before it existed never will: an id it does not know is asked of the business service
 * before it is refused, and kept when the answer is yes.
 */
export function clientCheck(db: Knex, business: BusinessService): ClientCheck {
  return async (owner, clientId) => {
    const knownOwner = await findClientOwner(db, clientId);
    if (knownOwner === owner.id) return;
    if (!knownOwner && (await businessKnows(business, owner, clientId))) {
      await keepClientOwner(db, clientId, owner.id);
      return;
    }
    throw new HttpError(404, ErrorCode.notFound, NO_SUCH_CLIENT, { fields: { clientId: NO_SUCH_CLIENT } });
  };
}
