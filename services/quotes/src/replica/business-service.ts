import type { Logger, Owner } from '@cobber/kit';
import { IDENTITY_HEADER, signIdentity } from '@cobber/kit';

/** Where the business service, the owner of the business and its clients, is asked (BUSINESS_URL). */
export interface BusinessService {
  /** A function when the address is known only once the service listens (the embedded default). */
  url: string | (() => string);
  identitySecret: string;
  logger: Logger;
}

/** A GET on the business service as the owner; not answering within `timeoutMs` throws. */
export function askBusinessService(business: BusinessService, owner: Owner, path: string, timeoutMs: number): Promise<Response> {
  const base = typeof business.url === 'function' ? business.url() : business.url;
  return fetch(new URL(path, base), {
    headers: { [IDENTITY_HEADER]: signIdentity(owner, business.identitySecret), accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
}
