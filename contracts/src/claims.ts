import { z } from 'zod';
import { dateOrInstant } from './dates.ts';
import { displayMoney, MAX_AMOUNT_CENTS, parseMoney, parseQuantity } from './money.ts';
import { MoneyString } from './money-fields.ts';

// Progress claims: an accepted job billed in stages, each claim a tax invoice, never
// more in all than the contract plus its approved variations.

export const CLAIM_KINDS = ['percent', 'amount', 'remainder', 'retention'] as const;
export const ClaimKind = z.enum(CLAIM_KINDS, 'Choose percent, amount, remainder or retention');
export type ClaimKind = z.infer<typeof ClaimKind>;

/** The most a business may hold back of each claim, in percent. */
export const MAX_RETENTION_PERCENT = 10;

export const ClaimMessages = {
  percent: 'Enter a percent above 0 and at most 100, like 30 or 12.5',
  amount: 'Enter an amount above $0.00, GST included',
  noValue: 'Leave the value out: a remainder or retention claim bills what is left',
  dueDate: 'Please enter a valid due date',
  notAccepted: 'Claims can be made once the client has accepted the quote',
  invoicedWhole: 'This job was billed in one invoice, so it cannot also be claimed in stages',
  hasClaims: 'This job is billed by progress claims: make its next claim instead',
  claimAmounts: "This invoice is a progress claim: its amounts are the claim's and cannot change",
  nothingLeft: 'Nothing is left to claim on this job',
  retentionNotYet: 'Retention is released once the rest of the job is claimed',
  noRetention: 'No retention is held on this job',
  retentionPercent: `Retention is a whole percent from 0 to ${MAX_RETENTION_PERCENT}`,
} as const;

/** The 409 of a claim past what is left: "Only $85.00 is left to claim on this job". */
export function onlyLeftToClaim(leftCents: number): string {
  return leftCents <= 0 ? ClaimMessages.nothingLeft : `Only ${displayMoney(leftCents)} is left to claim on this job`;
}

/** A business's retention: a whole percent from 0 to 10 of each claim, held until the job is claimed. */
export const RetentionPercent = z
  .number(ClaimMessages.retentionPercent)
  .int(ClaimMessages.retentionPercent)
  .min(0, ClaimMessages.retentionPercent)
  .max(MAX_RETENTION_PERCENT, ClaimMessages.retentionPercent);

const valueText = z.union([z.string(), z.number()]);

/**
 * `POST /api/quotes/:id/claims`: `value` is a percent (0.01 to 100, two decimals at most)
 * for `percent`, an amount GST included for `amount`, and absent otherwise. What comes
 * out is `value` in basis points (percent × 100) or cents.
 */
export const CreateClaim = z
  .strictObject({
    kind: ClaimKind,
    value: valueText.optional(),
    dueDate: dateOrInstant(ClaimMessages.dueDate).optional(),
    paymentMethod: z.enum(['bank_transfer', 'cash'], 'Choose bank transfer or cash').default('bank_transfer'),
  })
  .transform((input, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', path: ['value'], message });
      return z.NEVER;
    };
    if (input.kind === 'remainder' || input.kind === 'retention') {
      return input.value === undefined ? { ...input, value: null } : fail(ClaimMessages.noValue);
    }
    const parse = input.kind === 'percent' ? parseQuantity : parseMoney;
    const message = input.kind === 'percent' ? ClaimMessages.percent : ClaimMessages.amount;
    const max = input.kind === 'percent' ? 100_00 : MAX_AMOUNT_CENTS;
    if (input.value === undefined) return fail(message);
    let value: number;
    try {
      value = parse(input.value);
    } catch {
      return fail(message);
    }
    return value > 0 && value <= max ? { ...input, value } : fail(message);
  });
export type CreateClaim = z.output<typeof CreateClaim>;

/**
 * Where the job stands with this claim, GST included throughout: what it is billed
 * against (contract plus approved variations), what was claimed before and now, the
 * deposit taken off what is due, the retention held from it, and what is left.
 */
export const ClaimSchedule = z.object({
  number: z.number().int(),
  kind: ClaimKind,
  contractTotal: MoneyString,
  variationsTotal: MoneyString,
  claimedBefore: MoneyString,
  thisClaim: MoneyString,
  depositApplied: MoneyString,
  retentionHeld: MoneyString,
  remaining: MoneyString,
});
export type ClaimSchedule = z.infer<typeof ClaimSchedule>;

/** What a job's claims come to, for the dashboard and the Invoices list. */
export const JobClaims = z.object({
  quoteId: z.uuid(),
  title: z.string(),
  clientName: z.string(),
  claims: z.number().int(),
  jobTotal: MoneyString,
  claimed: MoneyString,
  remaining: MoneyString,
  retentionHeld: MoneyString,
});
export type JobClaims = z.infer<typeof JobClaims>;

/** `GET /api/quotes/:id/claims`: the job's claims in order, each with its invoice. */
export const ClaimList = z.object({
  claims: z.array(
    ClaimSchedule.extend({
      invoiceId: z.uuid(),
      invoiceNumber: z.string(),
      totalAmount: MoneyString,
      status: z.string(),
    }),
  ),
});
export type ClaimList = z.infer<typeof ClaimList>;

/** `GET /api/claims`: every job of the owner's billed by claims, newest claim first. */
export const JobClaimsList = z.object({ jobs: z.array(JobClaims) });
export type JobClaimsList = z.infer<typeof JobClaimsList>;
