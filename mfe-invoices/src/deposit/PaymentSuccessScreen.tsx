import { useEffect } from 'react';
import { useSearchParams } from '@cobber/ui/router';
import { ApiError } from '@cobber/web';
import { LoadFailed, PageSpinner } from '@cobber/ui';
import { toast } from '@cobber/ui/toasts';
import { displayMoney, parseMoney } from '@cobber/contracts/display';
import { usePayment } from './payments.ts';
import { PaymentStatusCard } from './PaymentStatusCard.tsx';

/**
 * `/payment-success?type&number&payment`: where a card deposit lands, from the
 * test card form or from Stripe's redirect. It reads the payment by id from the server,
 * since screens show the server's truth: an amount or status in the address means nothing.
 */
export default function PaymentSuccessScreen() {
  const [query] = useSearchParams();
  const paymentId = query.get('payment') ?? '';
  const payment = usePayment(paymentId);
  const paid = payment.data?.status === 'succeeded' ? payment.data.amount : null;

  useEffect(() => {
    if (paid) toast({ title: 'Payment Successful', description: `Deposit payment of ${displayMoney(parseMoney(paid))} processed successfully!`, variant: 'success' });
  }, [paid]);

  if (!paymentId) return <PaymentStatusCard payment={null} />;
  if (payment.isPending) return <PageSpinner />;
  if (payment.isError) {
    if (payment.error instanceof ApiError && payment.error.status === 404) return <PaymentStatusCard payment={null} />;
    return <LoadFailed title="Failed to fetch payment" message={payment.error.message} onRetry={() => payment.refetch()} />;
  }
  return <PaymentStatusCard payment={payment.data} />;
}
