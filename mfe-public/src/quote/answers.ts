import type { ErrorBody, ErrorCode, PublicQuoteResponse, QuoteStatus } from '@cobber/contracts';

// The client's calls on a quote. Types only from the contracts: the
// page does not download their schemas.

/** The 409 of an answer to a revision that is no longer the current one. */
const QUOTE_REVISED: (typeof ErrorCode)['quoteRevised'] = 'quote_revised';

/**
 * What came of an answer: the quote's new status, word that the page showed an older
 * revision, that the quote takes no answer any more (it expired while the page was open,
 * or was answered elsewhere), or the fields the service refused (a signature or agreement
 * it needs).
 */
export type AnswerOutcome = { status: QuoteStatus } | { revised: true } | { closed: true } | { refused: Record<string, string> };

/** What the client sends with their acceptance (contracts `ApproveQuote`). */
export interface Acceptance {
  optionalItemIds: string[];
  signature?: { name: string; image: string };
  termsAccepted?: boolean;
}

const quoteUrl = (id: string, path: string) => `/api/quotes/${encodeURIComponent(id)}/public${path}`;

async function failure(response: Response): Promise<Error> {
  return new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
}

/** The first open of a sent quote moves it to viewed. */
export async function markViewed(id: string): Promise<QuoteStatus> {
  const response = await fetch(quoteUrl(id, '/view'), { method: 'PATCH' });
  if (!response.ok) throw await failure(response);
  return ((await response.json()) as { status: QuoteStatus }).status;
}

/** Approve or decline the revision the page shows (the client accepts exactly what they read). */
async function answer(id: string, path: 'approve' | 'reject', body: { revision: number } & Partial<Acceptance>): Promise<AnswerOutcome> {
  const response = await fetch(quoteUrl(id, `/${path}`), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status === 409 || response.status === 400) {
    const error = (await response.clone().json().catch(() => null)) as ErrorBody | null;
    if (error?.error.code === QUOTE_REVISED) return { revised: true };
    if (response.status === 409) return { closed: true };
    if (response.status === 400 && error?.error.fields) return { refused: error.error.fields };
  }
  if (!response.ok) throw await failure(response);
  return { status: ((await response.json()) as { status: QuoteStatus }).status };
}

export const approveQuote = (id: string, revision: number, acceptance: Acceptance) => answer(id, 'approve', { revision, ...acceptance });
export const declineQuote = (id: string, revision: number) => answer(id, 'reject', { revision });

/** The quote as it stands now, after the business changed it. */
export async function loadQuote(id: string): Promise<PublicQuoteResponse> {
  const response = await fetch(quoteUrl(id, ''), { cache: 'no-store' });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as PublicQuoteResponse;
}
