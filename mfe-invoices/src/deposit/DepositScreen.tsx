import { useState } from 'react';
import { ArrowLeft, FileX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DepositDocumentType, displayMoney, formatMoney, parseMoney, type DepositPaymentResponse } from '@cobber/contracts';
import { ApiError, buttonClasses, LoadFailed, PageSpinner } from '@cobber/ui';
import { toast } from '@cobber/ui/widgets';
import { useDepositDocument, type DepositDocument } from './deposit-document.ts';
import { DepositSetupForm, type DepositSetup } from './DepositSetupForm.tsx';
import { DepositSummary } from './DepositSummary.tsx';
import { paymentSuccessPath, useCreateDepositPayment, usePaymentsConfig } from './payments.ts';
import { StripeCardForm } from './StripeCardForm.tsx';
import { TestCardForm } from './TestCardForm.tsx';

/** `/{type}/:id/deposit` (spec §2 "Deposit Payment"): summary, deposit setup, then the card form. */
export default function DepositScreen() {
  const { type: rawType = '', id = '' } = useParams();
  const type = DepositDocumentType.safeParse(rawType);
  if (!type.success) return <DocumentNotFound />;
  return <DepositFor type={type.data} id={id} />;
}

function DepositFor({ type, id }: { type: DepositDocumentType; id: string }) {
  const document = useDepositDocument(type, id);
  const config = usePaymentsConfig();
  // Spec §2 sends Back to /{type}/{id}/details; an invoice's details live at /invoice/{id}.
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
      <DepositPayment document={document.data} provider={config.data.provider} publishableKey={config.data.publishableKey} />
    </div>
  );
}

interface DepositPaymentProps {
  document: DepositDocument;
  provider: 'stripe' | 'test';
  publishableKey: string | undefined;
}

/** The setup form until the payment exists, then the provider's card form for it. */
function DepositPayment({ document, provider, publishableKey }: DepositPaymentProps) {
  const createPayment = useCreateDepositPayment(document.type, document.id);
  const [payment, setPayment] = useState<DepositPaymentResponse | null>(null);

  function setUp({ depositCents, customerEmail, customerName }: DepositSetup) {
    createPayment.mutate(
      { depositAmount: formatMoney(depositCents), customerEmail, customerName },
      {
        onSuccess: setPayment,
        onError: (failure) => {
          const reason = failure instanceof ApiError && failure.status === 400 ? failure.serverMessage : undefined;
          toast({ title: 'Payment Setup Failed', description: reason ?? 'Failed to set up payment. Please try again.', variant: 'destructive' });
        },
      },
    );
  }

  if (!payment) return <DepositSetupForm document={document} busy={createPayment.isPending} onSetUp={setUp} />;
  const amountLabel = displayMoney(parseMoney(payment.depositAmount));
  if (provider === 'stripe' && publishableKey) {
    return (
      <StripeCardForm
        publishableKey={publishableKey}
        clientSecret={payment.clientSecret}
        successPath={paymentSuccessPath(document.type, document.number, payment.depositAmount)}
        amountLabel={amountLabel}
      />
    );
  }
  return <TestCardForm type={document.type} clientSecret={payment.clientSecret} amountLabel={amountLabel} />;
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
