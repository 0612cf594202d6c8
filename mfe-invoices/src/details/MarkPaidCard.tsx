import { useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { ReceiptPaymentMethod, type Invoice } from '@cobber/contracts';
import { Button, Card, CardTitle, Field, Input, Select } from '@cobber/ui';
import { toast } from '@cobber/ui/widgets';
import { showAmount } from '../common/display.ts';
import { failureToast } from '../common/failureToast.ts';
import { useMarkInvoicePaid } from '../common/hooks/invoices.ts';

/** The client paid: records the balance due as paid today and makes its receipt. */
export function MarkPaidCard({ invoice }: { invoice: Invoice }) {
  const markPaid = useMarkInvoicePaid(invoice.id);
  const [paymentMethod, setPaymentMethod] = useState<ReceiptPaymentMethod>(
    invoice.paymentMethod === 'cash' ? 'Cash' : 'Bank Transfer',
  );
  const [clientPhone, setClientPhone] = useState('');

  // Awaited rather than given callbacks: once paid, this card leaves the screen, and a
  // mutation's per-call callbacks do not run for a component that has gone.
  async function record() {
    try {
      await markPaid.mutateAsync({ paymentMethod, clientPhone });
      toast({ title: 'Payment Recorded', description: 'Invoice marked as paid and receipt generated', variant: 'success' });
    } catch (failure) {
      failureToast('Failed to record payment', failure);
    }
  }

  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>Payment</CardTitle>
      <p className="text-sm text-stone-600">Got paid {showAmount(invoice.balanceDue)}? Record it and a receipt is made for the client.</p>
      <Field label="Paid by">
        <Select value={paymentMethod} onChange={(event) => setPaymentMethod(ReceiptPaymentMethod.parse(event.target.value))}>
          {ReceiptPaymentMethod.options.map((method) => (
            <option key={method} value={method}>
              {method}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Client phone (for SMS receipts)">
        <Input type="tel" autoComplete="off" value={clientPhone} onChange={(event) => setClientPhone(event.target.value)} />
      </Field>
      <Button variant="secondary" onClick={record} disabled={markPaid.isPending}>
        <CircleCheck aria-hidden />
        {markPaid.isPending ? 'Recording...' : 'Mark as paid'}
      </Button>
    </Card>
  );
}
