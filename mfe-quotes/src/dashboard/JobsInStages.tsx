import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { api } from '@cobber/web';
import { Link } from '@cobber/ui/router';
import { displayMoney, parseMoney } from '@cobber/contracts/display';

/** The owner's jobs billed by claims, under the invoices' key so a new claim refreshes them. */
export const jobsInStagesQuery = queryOptions({ queryKey: ['invoices', 'claimed-jobs'], queryFn: () => api('GET /api/claims') });

/**
 * Jobs still being billed in stages (something left to claim, or retention held): how much
 * their claims billed and what is left, opening the Invoices screen where each is listed.
 */
export function JobsInStages() {
  const claimed = useQuery(jobsInStagesQuery);
  const open = (claimed.data?.jobs ?? []).filter((job) => parseMoney(job.remaining) > 0 || parseMoney(job.retentionHeld) > 0);
  if (open.length === 0) return null;
  const sum = (pick: (job: (typeof open)[number]) => string) => displayMoney(open.reduce((total, job) => total + parseMoney(pick(job)), 0));
  return (
    <Link
      to="/invoices"
      className="flex items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm shadow-sm active:bg-stone-50"
    >
      <span>
        <span className="text-stone-700">{open.length === 1 ? '1 job in stages: ' : `${open.length} jobs in stages: `}</span>
        <span className="font-bold text-stone-900">{sum((job) => job.claimed)}</span>
        <span className="text-stone-700"> claimed</span>
        <span className="text-stone-500"> · </span>
        <span className="text-stone-700">{`${sum((job) => job.remaining)} left`}</span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-stone-500" />
    </Link>
  );
}
