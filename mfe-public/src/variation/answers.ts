import type { PublicVariation, VariationStatus } from '@cobber/contracts';
import { api, ApiError } from '@cobber/web';

// The client's calls on a variation. Types only from the contracts: the page does not
// download their schemas.

/** What came of an answer: the new status, that it takes no answer any more, or the fields refused. */
export type VariationOutcome = { status: VariationStatus } | { closed: true } | { refused: Record<string, string> };

async function answer(call: Promise<{ status: VariationStatus }>): Promise<VariationOutcome> {
  try {
    return { status: (await call).status };
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 400)) throw error;
    if (error.status === 409) return { closed: true };
    if (Object.keys(error.fields).length > 0) return { refused: error.fields };
    throw error;
  }
}

export const approveVariation = (id: string, signature: { name: string; image: string }) =>
  answer(api('PATCH /api/variations/:id/public/approve', { params: { id }, body: { signature } }));
export const declineVariation = (id: string) => answer(api('PATCH /api/variations/:id/public/reject', { params: { id }, body: {} }));

export async function loadVariation(id: string): Promise<PublicVariation> {
  return api('GET /api/variations/:id/public', { params: { id } });
}
