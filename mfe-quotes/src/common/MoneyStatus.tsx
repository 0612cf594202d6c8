import { Wallet } from 'lucide-react';
import { moneyStatus, moneyStatusText, type MoneyStatusText, type QuoteMoney } from '@cobber/contracts';
import { cn } from '@cobber/ui';
import { useBusiness } from '@cobber/ui/data';

const tones: Record<MoneyStatusText['tone'], string> = {
  neutral: 'bg-stone-100 text-stone-800',
  info: 'bg-sky-50 text-sky-900',
  warning: 'bg-amber-50 text-amber-900',
  success: 'bg-green-50 text-green-900',
  danger: 'bg-red-50 text-red-800',
};

/**
 * The job's one money status (issue 19) as the server knows it: deposit requested, deposit
 * paid (amount and the business's date), invoiced, balance due or paid in full. Nothing
 * while no money is asked.
 */
export function MoneyStatus({ money, className }: { money: QuoteMoney | undefined; className?: string }) {
  const business = useBusiness();
  const text = money ? moneyStatusText(moneyStatus(money), business.data?.timeZone) : null;
  if (!text) return null;
  return (
    <div role="status" aria-label="Money" className={cn('flex items-start gap-2 rounded-xl px-3 py-2', tones[text.tone], className)}>
      <Wallet aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        <p className="text-sm font-semibold">{text.headline}</p>
        {text.detail && <p className="text-xs">{text.detail}</p>}
      </div>
    </div>
  );
}
