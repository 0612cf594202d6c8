import { useQuery } from '@tanstack/react-query';
import { displayAmount, parseMoney } from '@cobber/contracts/display';
import { Card, CardTitle } from '@cobber/ui';
import { Link } from '@cobber/ui/router';
import { api } from '@cobber/web';

/**
 * Jobs billed in stages: for each, what its claims have billed of the job and what is left
 * (and retention still held), leading to the job where the next claim is made. Nothing
 * when no job is billed by claims.
 */
export function JobClaimsCard() {
  const jobs = useQuery({ queryKey: ['invoices', 'claimed-jobs'], queryFn: () => api('GET /api/claims') });
  const list = jobs.data?.jobs ?? [];
  if (list.length === 0) return null;
  return (
    <Card className="flex flex-col gap-2">
      <CardTitle>Jobs billed in stages</CardTitle>
      <ul className="divide-y divide-stone-200">
        {list.map((job) => (
          <li key={job.quoteId} className="py-2">
            <Link to={`/quote/${job.quoteId}/details`} className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block font-medium break-words">{job.title}</span>
                <span className="block text-sm text-stone-600">{job.clientName}</span>
              </span>
              <span className="shrink-0 text-right text-sm">
                <span className="block font-semibold">{`${displayAmount(job.claimed)} of ${displayAmount(job.jobTotal)} claimed`}</span>
                <span className="block text-stone-600">{`${displayAmount(job.remaining)} left`}</span>
                {parseMoney(job.retentionHeld) > 0 && <span className="block text-stone-600">{`${displayAmount(job.retentionHeld)} retention held`}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
