import type { QuoteDraft } from '@cobber/contracts';
import { findBusiness, type Knex } from '@cobber/kit';
import type { QuoteDrafter } from './drafter.ts';
import { recentItems } from './repository.ts';

/** `POST /api/generate-quote`: a draft from the job notes, priced by the business's rate and its own recent lines. */
export async function draftQuote(db: Knex, drafter: QuoteDrafter, ownerId: string, jobDescription: string): Promise<QuoteDraft> {
  const [business, items] = await Promise.all([findBusiness(db, ownerId), recentItems(db, ownerId)]);
  return drafter.draft(jobDescription, {
    businessName: business.name,
    hourlyRate: business.defaultHourlyRate,
    applyGST: business.applyGST,
    recentItems: items,
  });
}
