import type { ClaimSchedule as Schedule } from '@cobber/contracts';
import { claimHeading, claimScheduleLines } from '@cobber/contracts/display';

/** Where this claim leaves the job: the contract, what was claimed before and now, and what is left (GST included). */
export function ClaimSchedule({ claim }: { claim: Schedule }) {
  return (
    <section aria-labelledby="claim-schedule" className="flex flex-col gap-1 border-t border-stone-200 pt-3">
      <h3 id="claim-schedule" className="font-semibold text-stone-900">
        {claimHeading(claim)}
      </h3>
      <dl className="flex flex-col gap-1 text-stone-700">
        {claimScheduleLines(claim).map(({ label, value }) => (
          <div key={label} className="flex justify-between">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
