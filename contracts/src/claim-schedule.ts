import type { ClaimSchedule } from './claims.ts';
import { displayMoney, parseMoney } from './money.ts';

// What a progress claim's schedule shows, with no schema behind it (the client's page takes it alone).

/** "Progress claim 2", or "Claim 4: retention released". */
export function claimHeading(claim: Pick<ClaimSchedule, 'number' | 'kind'>): string {
  return claim.kind === 'retention' ? `Claim ${claim.number}: retention released` : `Progress claim ${claim.number}`;
}

/**
 * The claim's schedule as the invoice's PDF, the client's page and Invoice Details show
 * it, one label and amount a line: the job, what was claimed before and now, and what is
 * left; retention and the deposit only when there are some.
 */
export function claimScheduleLines(claim: ClaimSchedule): { label: string; value: string }[] {
  const show = (amount: string) => displayMoney(parseMoney(amount));
  const lines = [
    { label: 'Contract', value: show(claim.contractTotal) },
    { label: 'Approved variations', value: show(claim.variationsTotal) },
    { label: 'Claimed before', value: show(claim.claimedBefore) },
    { label: claim.kind === 'retention' ? 'Retention released' : 'This claim', value: show(claim.thisClaim) },
  ];
  if (parseMoney(claim.retentionHeld) > 0) lines.push({ label: 'Retention held', value: `-${show(claim.retentionHeld)}` });
  if (parseMoney(claim.depositApplied) > 0) lines.push({ label: 'Deposit applied', value: `-${show(claim.depositApplied)}` });
  lines.push({ label: 'Remaining to claim', value: show(claim.remaining) });
  return lines;
}
