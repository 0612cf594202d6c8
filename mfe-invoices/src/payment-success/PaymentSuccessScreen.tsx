import { useEffect } from 'react';
import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { displayMoney, parseMoney } from '@cobber/contracts';
import { buttonClasses, Card } from '@cobber/ui';
import { toast } from '@cobber/ui/widgets';

const labels: Record<string, string> = { quote: 'quote', invoice: 'invoice' };

/** The amount from the query (`250.00`) as `$250.00`; null when absent or not an amount. */
function amountFrom(text: string | null): string | null {
  if (!text) return null;
  try {
    return displayMoney(parseMoney(text));
  } catch {
    return null;
  }
}

/**
 * `/payment-success?type&number` (spec §2): where a card deposit lands, from the test
 * card form or from Stripe's redirect. The receipt follows by email from the payment event.
 */
export default function PaymentSuccessScreen() {
  const [query] = useSearchParams();
  const label = labels[query.get('type') ?? ''] ?? 'document';
  const number = query.get('number');
  const amount = amountFrom(query.get('amount'));

  useEffect(() => {
    if (amount) toast({ title: 'Payment Successful', description: `Deposit payment of ${amount} processed successfully!`, variant: 'success' });
  }, [amount]);

  return (
    <Card className="flex flex-col items-center gap-3 py-8 text-center">
      <CircleCheck aria-hidden className="size-14 text-green-600" />
      <h1 className="text-2xl font-bold">Payment Successful</h1>
      <p className="text-stone-700">
        {amount ? `A deposit of ${amount}` : 'The deposit'} has been paid{number ? ` on ${label} ${number}` : ''}.
      </p>
      <p className="text-sm text-stone-500">A receipt is on its way to the customer's email, and it is listed under Receipts.</p>
      <div className="mt-2 grid w-full gap-2">
        <Link to="/receipts" className={buttonClasses('primary')}>
          View Receipts
        </Link>
        <Link to="/" className={buttonClasses('outline')}>
          Back to Dashboard
        </Link>
      </div>
    </Card>
  );
}
