import type { PriceBookItem, QuoteDraft } from '@cobber/contracts';

/** What a drafter knows about the business asking (from the business replica and its quotes). */
export interface DraftContext {
  businessName: string;
  /** In the tradie's words: "Electrician", "plumbing and gas". */
  trade?: string | null;
  /** Dollars per hour: the business's default rate for labour lines. */
  hourlyRate: number;
  applyGST: boolean;
  /** The tradie's price book, the items they have not hidden, most used first: drafts price from it first. */
  priceBook: Pick<PriceBookItem, 'description' | 'type' | 'unitPrice' | 'unit'>[];
}

/** Turns a job description into a generated quote draft. */
export interface QuoteDrafter {
  draft(jobDescription: string, context: DraftContext): Promise<QuoteDraft>;
}
