import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, CircleQuestionMark, Hourglass } from 'lucide-react';
import { Link } from '@cobber/ui/router';
import type { PaymentRecord } from '@cobber/contracts';
import { displayMoney, parseMoney } from '@cobber/contracts/display';
import { buttonClasses, Card, Spinner } from '@cobber/ui';
import { TestModeNotice } from '@cobber/web/card-payment';

/** What a payment is for: `quote Q-0001`, or just `quote` before it has a number. */
function documentLabel(payment: PaymentRecord): string {
  return payment.documentNumber ? `${payment.documentType} ${payment.documentNumber}` : payment.documentType;
}

function Outcome({ icon, title, children, actions }: { icon: ReactNode; title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-3 py-8 text-center">
      {icon}
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
      <div className="mt-2 grid w-full gap-2">{actions}</div>
    </Card>
  );
}

const dashboard = (
  <Link to="/" className={buttonClasses('outline')}>
    Back to Dashboard
  </Link>
);

/**
 * `/payment-success`: what the server says became of the payment, never what the address
 * says. Only a payment the server records as succeeded is shown as paid.
 */
export function PaymentStatusCard({ payment }: { payment: PaymentRecord | null }) {
  if (!payment) {
    return (
      <Outcome icon={<CircleQuestionMark aria-hidden className="size-14 text-stone-400" />} title="Payment Not Found" actions={dashboard}>
        <p className="text-stone-700">There is no payment to show here, so nothing has been paid.</p>
      </Outcome>
    );
  }
  const amount = displayMoney(parseMoney(payment.amount));
  const retry = (
    <Link to={`/${payment.documentType}/${payment.documentId}/deposit`} className={buttonClasses('primary')}>
      Try Again
    </Link>
  );
  switch (payment.status) {
    case 'succeeded':
      return (
        <Outcome
          icon={<CircleCheck aria-hidden className="size-14 text-green-600" />}
          title="Payment Successful"
          actions={
            <>
              <Link to="/receipts" className={buttonClasses('primary')}>
                View Receipts
              </Link>
              {dashboard}
            </>
          }
        >
          <p className="text-stone-700">
            A deposit of {amount} has been paid on {documentLabel(payment)}.
          </p>
          {payment.testPayment && <TestModeNotice>This was a test payment: the receipt says so</TestModeNotice>}
          <p className="text-sm text-stone-500">A receipt is on its way to the customer's email, and it is listed under Receipts.</p>
        </Outcome>
      );
    case 'pending':
      return (
        <Outcome icon={<Hourglass aria-hidden className="size-14 text-accent" />} title="Payment Processing" actions={dashboard}>
          <p className="text-stone-700">
            The card payment of {amount} on {documentLabel(payment)} is waiting for the card provider to confirm it. This page updates by itself.
          </p>
          <Spinner />
        </Outcome>
      );
    case 'needs_refund':
      return (
        <Outcome icon={<CircleAlert aria-hidden className="size-14 text-red-600" />} title="Payment Needs a Refund" actions={dashboard}>
          <p className="text-stone-700">
            {amount} was charged on {documentLabel(payment)} but is not counted as paid: {payment.failureMessage}. Refund it to the customer from your
            Stripe dashboard.
          </p>
        </Outcome>
      );
    default:
      return (
        <Outcome
          icon={<CircleAlert aria-hidden className="size-14 text-red-600" />}
          title="Payment Not Completed"
          actions={
            <>
              {retry}
              {dashboard}
            </>
          }
        >
          <p className="text-stone-700">
            The card payment of {amount} on {documentLabel(payment)} did not go through{payment.failureMessage ? `: ${payment.failureMessage}` : '.'}
          </p>
        </Outcome>
      );
  }
}
