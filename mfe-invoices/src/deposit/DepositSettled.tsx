import { CircleCheck } from 'lucide-react';
import { Link } from '@cobber/ui/router';
import { moneyStatusText } from '@cobber/contracts/display';
import { buttonClasses, Card } from '@cobber/ui';
import { useBusiness } from '@cobber/web/data';
import type { DepositDocument } from './deposit-document.ts';

/**
 * The deposit screen of a document with nothing left to pay: it says what was
 * paid and offers no card form, so a paid deposit is never taken twice.
 */
export function DepositSettled({ document, back }: { document: DepositDocument; back: string }) {
  const business = useBusiness();
  const text = moneyStatusText(document.money, business.data?.timeZone);
  const heading = document.money.stage === 'paid_in_full' ? 'Paid in Full' : 'Deposit Paid';
  return (
    <Card className="flex flex-col items-center gap-2 py-8 text-center">
      <CircleCheck aria-hidden className="size-12 text-green-700" />
      <h2 className="text-xl font-bold">{heading}</h2>
      {text && <p className="font-medium text-stone-800">{text.headline}</p>}
      {text?.detail && <p className="text-sm text-stone-600">{text.detail}</p>}
      <p className="text-sm text-stone-600">Nothing more is owed here, so no card payment is taken.</p>
      <Link to={back} className={`${buttonClasses('outline')} mt-2`}>
        Back to {document.type === 'quote' ? 'Quote' : 'Invoice'}
      </Link>
    </Card>
  );
}
