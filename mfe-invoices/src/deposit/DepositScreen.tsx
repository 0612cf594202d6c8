import { useCallback, useState } from 'react';
import { ArrowLeft, FileX } from 'lucide-react';
import { Link, useNavigate, useParams } from '@cobber/ui/router';
import { ApiError } from '@cobber/web';
import { buttonClasses, Card, CardTitle, LoadFailed, PageSpinner } from '@cobber/ui';
import { toast } from '@cobber/ui/toasts';
import type { DepositDocumentType, DepositPaymentResponse, PaymentsConfig } from '@cobber/contracts';
import { displayMoney, formatMoney, isDepositDocumentType, parseMoney } from '@cobber/contracts/display';
import { CardPaymentForm, type CardFailure } from '@cobber/web/card-payment';
import type { FirstData } from '@cobber/web/first-screen';
import { depositDocumentQuery, isSettled, useDepositDocument, type DepositDocument } from './deposit-document.ts';
import { DepositSettled } from './DepositSettled.tsx';
import { DepositSetupForm, type DepositSetup } from './DepositSetupForm.tsx';
import { DepositSummary } from './DepositSummary.tsx';
import { paymentErrorToast, paymentFailedToast } from './payment-toasts.ts';
import { paymentsConfigQuery, paymentSuccessPath, useCreateDepositPayment, usePaymentsConfig } from './payments.ts';

/** Drawn first: the quote or invoice with what is left to pay on it, and how cards are taken. */
export const firstData: FirstData = async ({ type = '', id = '' }, load) => {
  if (!isDepositDocumentType(type)) return false;
  await Promise.all([load.query(depositDocumentQuery(type, id)), load.query(paymentsConfigQuery)]);
};

/** `/{type}/:id/deposit`: summary, deposit setup, then the card form. */
export default function DepositScreen() {
  const { type = '', id = '' } = useParams();
  if (!isDepositDocumentType(type)) return <DocumentNotFound />;
  return <DepositFor type={type} id={id} />;
}

function DepositFor({ type, id }: { type: DepositDocumentType; id: string }) {
  const document = useDepositDocument(type, id);
  const config = usePaymentsConfig();
  // Sends Back to /{type}/{id}/details; an invoice's details live at /invoice/{id}.
  const back = type === 'quote' ? `/quote/${id}/details` : `/invoice/${id}`;

  if (document.isPending || config.isPending) return <PageSpinner />;
  if (document.isError) {
    if (document.error instanceof ApiError && (document.error.status === 404 || document.error.status === 400)) return <DocumentNotFound />;
    return <LoadFailed title={`Failed to fetch ${type}`} message={document.error.message} onRetry={() => document.refetch()} />;
  }
  if (config.isError) return <LoadFailed title="Payment Error" message={config.error.message} onRetry={() => config.refetch()} />;

  return (
    <div className="flex flex-col gap-4">
      <Link to={back} className={`${buttonClasses('ghost')} self-start`}>
        <ArrowLeft aria-hidden />
        Back
      </Link>
      <DepositSummary document={document.data} />
      {isSettled(document.data.money) ? (
        <DepositSettled document={document.data} back={back} />
      ) : (
        <DepositPayment document={document.data} config={config.data} />
      )}
    </div>
  );
}

/** The setup form until the payment exists, then the provider's card form for it. */
function DepositPayment({ document, config }: { document: DepositDocument; config: PaymentsConfig }) {
  const createPayment = useCreateDepositPayment(document.type, document.id);
  const [payment, setPayment] = useState<DepositPaymentResponse | null>(null);

  function setUp({ depositCents, customerEmail, customerName }: DepositSetup) {
    createPayment.mutate(
      { depositAmount: formatMoney(depositCents), customerEmail, customerName },
      {
        onSuccess: setPayment,
        onError: (failure) => {
          // A wrong amount (400) or a payment already under way for another amount (409) says why.
          const reason = failure instanceof ApiError && (failure.status === 400 || failure.status === 409) ? failure.serverMessage : undefined;
          toast({ title: 'Payment Setup Failed', description: reason ?? 'Failed to set up payment. Please try again.', variant: 'destructive' });
        },
      },
    );
  }

  if (!payment) return <DepositSetupForm document={document} busy={createPayment.isPending} onSetUp={setUp} />;
  return <CardPayment document={document} config={config} payment={payment} />;
}

/** The card form; once paid, the success screen reads the payment back from the server. */
function CardPayment({ document, config, payment }: { document: DepositDocument; config: PaymentsConfig; payment: DepositPaymentResponse }) {
  const navigate = useNavigate();
  const successPath = paymentSuccessPath(document.type, document.number, payment.paymentId);
  const onFailed = useCallback((failure: CardFailure) => (failure.kind === 'declined' ? paymentFailedToast(failure.message) : paymentErrorToast()), []);
  return (
    <Card>
      <CardTitle className="mb-3">Card Payment</CardTitle>
      <CardPaymentForm
        config={config}
        clientSecret={payment.clientSecret}
        amountLabel={displayMoney(parseMoney(payment.depositAmount))}
        returnUrl={new URL(successPath, window.location.origin).href}
        stripeRedirect="always"
        onPaid={() => navigate(successPath)}
        onFailed={onFailed}
      />
    </Card>
  );
}

function DocumentNotFound() {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <FileX aria-hidden className="size-12 text-accent" />
      <h1 className="text-2xl font-bold">Document Not Found</h1>
      <p className="text-stone-600">The document you're looking for doesn't exist.</p>
      <Link to="/" className={buttonClasses('outline')}>
        Back to Dashboard
      </Link>
    </div>
  );
}
