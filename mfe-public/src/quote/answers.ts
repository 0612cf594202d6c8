import type { QuoteStatus } from '@cobber/contracts';

// The client's answers to a quote (spec §7 "Public"): each call answers `{ status }`.
async function patchQuote(id: string, answer: 'view' | 'approve' | 'reject'): Promise<QuoteStatus> {
  const response = await fetch(`/api/quotes/${encodeURIComponent(id)}/public/${answer}`, { method: 'PATCH' });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  const body = (await response.json()) as { status: QuoteStatus };
  return body.status;
}

/** The first open of a sent quote moves it to viewed (spec §4). */
export const markViewed = (id: string) => patchQuote(id, 'view');
export const approveQuote = (id: string) => patchQuote(id, 'approve');
export const declineQuote = (id: string) => patchQuote(id, 'reject');
