import { ClaimMessages, onlyLeftToClaim, type ClaimKind, type CreateClaim } from '@cobber/contracts';

/** A claim already made on the job, in cents. */
export interface EarlierClaim {
  kind: ClaimKind;
  thisClaimCents: number;
  retentionHeldCents: number;
  depositAppliedCents: number;
}

export interface ClaimPlanInput {
  contractCents: number;
  variationsCents: number;
  before: readonly EarlierClaim[];
  claim: Pick<CreateClaim, 'kind' | 'value'>;
  retentionPercent: number;
  /** What the client paid on the quote itself (its deposit), not yet on any invoice. */
  depositCents: number;
}

/** What a claim bills, GST included, in cents; `refused` is the 409's message when it may not be made. */
export type ClaimPlan =
  | {
      refused: null;
      claimedBeforeCents: number;
      thisClaimCents: number;
      retentionHeldCents: number;
      depositAppliedCents: number;
      remainingCents: number;
    }
  | { refused: string };

const half = (numerator: bigint, denominator: bigint) => Number((numerator * 2n + denominator) / (2n * denominator));

/**
 * A percent of the job, half-up to the cent. A percent that comes to less than a cent past
 * what is left (the last of claims adding up to 100%, each rounded) bills what is left:
 * rounding never takes a job past its total, nor refuses the percent that ends it.
 */
function percentClaim(jobCents: number, basisPoints: number, leftCents: number): number | null {
  const exact = BigInt(jobCents) * BigInt(basisPoints);
  if (exact >= BigInt(leftCents + 1) * 10_000n) return null;
  return Math.min(half(exact, 10_000n), leftCents);
}

/**
 * The next claim on a job: a percent of the contract plus approved variations, an amount,
 * what is left, or the retention held once the rest is claimed. The business's retention
 * is held from each claim but a retention release; the deposit the client paid is taken
 * off the claims' amounts due, first claim first.
 */
export function planClaim(input: ClaimPlanInput): ClaimPlan {
  const jobCents = input.contractCents + input.variationsCents;
  const progress = input.before.filter((claim) => claim.kind !== 'retention');
  const claimedBeforeCents = progress.reduce((sum, claim) => sum + claim.thisClaimCents, 0);
  const leftCents = jobCents - claimedBeforeCents;
  const { kind, value } = input.claim;
  let thisClaimCents: number;
  if (kind === 'retention') {
    if (leftCents > 0) return { refused: ClaimMessages.retentionNotYet };
    const heldCents = input.before.reduce((sum, claim) => sum + claim.retentionHeldCents, 0);
    if (heldCents <= 0 || input.before.some((claim) => claim.kind === 'retention')) return { refused: ClaimMessages.noRetention };
    thisClaimCents = heldCents;
  } else if (leftCents <= 0) {
    return { refused: ClaimMessages.nothingLeft };
  } else if (kind === 'remainder') {
    thisClaimCents = leftCents;
  } else if (kind === 'percent') {
    const cents = percentClaim(jobCents, value!, leftCents);
    if (cents === null) return { refused: onlyLeftToClaim(leftCents) };
    thisClaimCents = cents;
  } else {
    if (value! > leftCents) return { refused: onlyLeftToClaim(leftCents) };
    thisClaimCents = value!;
  }
  const retentionHeldCents = kind === 'retention' ? 0 : half(BigInt(thisClaimCents) * BigInt(input.retentionPercent), 100n);
  const depositLeftCents = input.depositCents - input.before.reduce((sum, claim) => sum + claim.depositAppliedCents, 0);
  const dueCents = thisClaimCents - retentionHeldCents;
  return {
    refused: null,
    claimedBeforeCents,
    thisClaimCents,
    retentionHeldCents,
    depositAppliedCents: Math.max(0, Math.min(depositLeftCents, dueCents)),
    remainingCents: kind === 'retention' ? 0 : leftCents - thisClaimCents,
  };
}

/** The GST in a GST-inclusive amount: one eleventh, half-up to the cent; none when the business charges none. */
export function gstIncludedCents(cents: number, applyGST: boolean): number {
  return applyGST ? half(BigInt(cents), 11n) : 0;
}
