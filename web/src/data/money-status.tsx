import { Wallet } from 'lucide-react';
import { moneyStatus, moneyStatusText, type MoneyFacts, type MoneyStatusText } from '@cobber/contracts/display';
import { cn } from '@cobber/ui';
import { useBusiness } from './business.ts';

const tones: Record<MoneyStatusText['tone'], string> = {
  neutral: 'bg-stone-100 text-stone-800',
  info: 'bg-sky-50 text-sky-900',
  warning: 'bg-amber-50 text-amber-900',
  success: 'bg-green-50 text-green-900',
  danger: 'bg-red-50 text-red-800',
};

/**
 * The job's one money status, worded the same on every owner screen (the
 * dashboard card, Quote Details, Invoice Details): deposit requested, deposit paid (amount
 * and the business's day), invoiced, balance due or paid in full. Nothing while no money
 * is asked.
 */
export function MoneyStatusLine({ facts, className }: { facts: MoneyFacts | undefined; className?: string }) {
  const business = useBusiness();
  const text = facts ? moneyStatusText(moneyStatus(facts), business.data?.timeZone) : null;
  if (!text) return null;
  return (
    <div role="group" aria-label="Money" className={cn('flex items-start gap-2 rounded-xl px-3 py-2', tones[text.tone], className)}>
      <Wallet aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        <p className="text-sm font-semibold">{text.headline}</p>
        {text.detail && <p className="text-xs">{text.detail}</p>}
      </div>
    </div>
  );
}
