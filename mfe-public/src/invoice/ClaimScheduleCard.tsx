import type { ClaimSchedule } from '@cobber/contracts';
import { claimHeading, claimScheduleLines } from '@cobber/contracts/display';
import { Card, CardTitle } from '@cobber/ui';

/** A progress claim's place in the job: the contract, what was claimed before and now, and what is left. */
export function ClaimScheduleCard({ claim }: { claim: ClaimSchedule }) {
  return (
    <Card>
      <CardTitle>{claimHeading(claim)}</CardTitle>
      <dl className="mt-2 space-y-1">
        {claimScheduleLines(claim).map(({ label, value }) => (
          <div key={label} className="flex justify-between text-stone-700">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-stone-500">Amounts include GST.</p>
    </Card>
  );
}
