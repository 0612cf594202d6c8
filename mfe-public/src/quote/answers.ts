import type { ErrorCode, PublicQuoteResponse, QuoteStatus } from '@cobber/contracts';
import { api, ApiError } from '@cobber/web';

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
  /** The option chosen, when the quote offers options. */
  optionId?: string;
}

/** The first open of a sent quote moves it to viewed. */
export async function markViewed(id: string): Promise<QuoteStatus> {
  return (await api('PATCH /api/quotes/:id/public/view', { params: { id } })).status;
}

/** Approve or decline the revision the page shows (the client accepts exactly what they read). */
async function answer(call: Promise<{ status: QuoteStatus }>): Promise<AnswerOutcome> {
  try {
    return { status: (await call).status };
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 400)) throw error;
    if (error.code === QUOTE_REVISED) return { revised: true };
    if (error.status === 409) return { closed: true };
    if (Object.keys(error.fields).length > 0) return { refused: error.fields };
    throw error;
  }
}

export const approveQuote = (id: string, revision: number, acceptance: Acceptance) =>
  answer(api('PATCH /api/quotes/:id/public/approve', { params: { id }, body: { revision, ...acceptance } }));
export const declineQuote = (id: string, revision: number) => answer(api('PATCH /api/quotes/:id/public/reject', { params: { id }, body: { revision } }));

/** The quote as it stands now, after the business changed it. */
export async function loadQuote(id: string): Promise<PublicQuoteResponse> {
  return api('GET /api/quotes/:id/public', { params: { id } });
}
