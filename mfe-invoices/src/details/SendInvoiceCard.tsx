import { useState } from 'react';
import { Send } from 'lucide-react';
import type { Invoice, InvoicePaymentMethod } from '@cobber/contracts';
import { INVOICE_PAYMENT_METHODS, InvoicePaymentMethodLabels } from '@cobber/contracts/display';
import { type ApiError } from '@cobber/web';
import { Button, Card, CardTitle, Field, Select, Textarea } from '@cobber/ui';
import { ConfirmEmailNotice, isUnconfirmedEmail } from '@cobber/web/confirm-email-notice';
import { toast } from '@cobber/ui/widgets';
import { isOffline, OFFLINE_SENDING } from '@cobber/web/data';
import { failureToast } from '../common/failureToast.ts';
import { useSendInvoice } from '../common/hooks/invoices.ts';

/** Emails the invoice to the client with its link and PDF, a message and how to pay. */
export function SendInvoiceCard({ invoice }: { invoice: Invoice }) {
  const sendInvoice = useSendInvoice(invoice.id);
  const [message, setMessage] = useState('');
  const [paymentMethod, setPaymentMethod] = useState<InvoicePaymentMethod>(invoice.paymentMethod);
  const [unconfirmed, setUnconfirmed] = useState<ApiError | null>(null);

  function send() {
    if (isOffline()) return void toast(OFFLINE_SENDING);
    sendInvoice.mutate(
      { message: message.trim() || undefined, paymentMethod },
      {
        onSuccess: () => toast({ title: 'Invoice sent successfully!', variant: 'success' }),
        onError: (failure) => (isUnconfirmedEmail(failure) ? setUnconfirmed(failure) : failureToast('Failed to send invoice. Please try again.', failure)),
      },
    );
  }

  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>Send Invoice</CardTitle>
      <Field label="Message" hint={invoice.clientEmail ? `Emailed to ${invoice.clientEmail}` : undefined}>
        <Textarea value={message} onChange={(event) => setMessage(event.target.value)} placeholder="Thanks for your business!" />
      </Field>
      <Field label="Payment method">
        <Select value={paymentMethod} onChange={(event) => setPaymentMethod(event.target.value as InvoicePaymentMethod)}>
          {INVOICE_PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {InvoicePaymentMethodLabels[method]}
            </option>
          ))}
        </Select>
      </Field>
      {!invoice.clientEmail && <p className="text-sm text-stone-500">Add the client's email on the quote to send this invoice.</p>}
      <Button onClick={send} disabled={!invoice.clientEmail || sendInvoice.isPending}>
        <Send aria-hidden />
        {sendInvoice.isPending ? 'Sending...' : 'Send Invoice'}
      </Button>
      {unconfirmed && <ConfirmEmailNotice refusal={unconfirmed} />}
    </Card>
  );
}
