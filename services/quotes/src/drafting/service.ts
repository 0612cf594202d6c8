import type { QuoteDraft } from '@cobber/contracts';
import type { Knex, Owner } from '@cobber/kit';
import { visibleBook } from '../price-book/service.ts';
import type { CurrentBusiness } from '../replica/business.ts';
import { withBookRules } from './book-rules.ts';
import type { QuoteDrafter } from './drafter.ts';

/**
 * `POST /api/generate-quote`: a draft from the job notes, priced from the tradie's price
 * book and at the business's rate as saved a moment ago (not the replica's, which lags),
 * with the items the business always adds to such work.
 */
export async function draftQuote(db: Knex, drafter: QuoteDrafter, currentBusiness: CurrentBusiness, owner: Owner, jobDescription: string): Promise<QuoteDraft> {
  const [business, book] = await Promise.all([currentBusiness(owner), visibleBook(db, owner.id)]);
  const draft = await drafter.draft(jobDescription, {
    businessName: business.name,
    hourlyRate: business.defaultHourlyRate,
    applyGST: business.applyGST,
    priceBook: book,
  });
  return withBookRules(draft, jobDescription, book);
}
