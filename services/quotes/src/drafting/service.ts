import type { QuoteDraft } from '@cobber/contracts';
import { findBusiness, type Knex } from '@cobber/kit';
import { visibleBook } from '../price-book/service.ts';
import type { QuoteDrafter } from './drafter.ts';

/** `POST /api/generate-quote`: a draft from the job notes, priced from the tradie's price book and at the business's rate. */
export async function draftQuote(db: Knex, drafter: QuoteDrafter, ownerId: string, jobDescription: string): Promise<QuoteDraft> {
  const [business, book] = await Promise.all([findBusiness(db, ownerId), visibleBook(db, ownerId)]);
  return drafter.draft(jobDescription, {
    businessName: business.name,
    hourlyRate: business.defaultHourlyRate,
    applyGST: business.applyGST,
    priceBook: book,
  });
}
