import type { QuoteDraft } from '@cobber/contracts';

/** What a drafter knows about the business asking (from the business replica and its quotes). */
export interface DraftContext {
  businessName: string;
  /** In the tradie's words: "Electrician", "plumbing and gas". */
  trade?: string | null;
  /** Dollars per hour: the business's default rate for labour lines. */
  hourlyRate: number;
  applyGST: boolean;
  /** The business's recent quote lines, newest first, so prices follow its own. */
  recentItems: { description: string; type: 'labor' | 'materials' | 'other'; unitPrice: string }[];
}

/** Turns a job description into the spec §3 "Generated quote draft". */
export interface QuoteDrafter {
  draft(jobDescription: string, context: DraftContext): Promise<QuoteDraft>;
}
