import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Field, Select } from '@cobber/ui';
import { useClients } from '@cobber/web/data';
import { useOpenInvoices } from './hooks.ts';
import { clientFields, invoiceChoice, invoiceFields, invoicesOf } from './paidFor.ts';
import type { ReceiptInput } from './receiptForm.ts';

/**
 * Who paid and for which invoice, picked rather than typed: a client fills in their name,
 * email and phone; an invoice (of that client, when one is picked) fills in what it still
 * owes and what for. Both stay editable below; neither is needed for a cash job.
 */
export function PaidForPickers({ form }: { form: UseFormReturn<ReceiptInput> }) {
  const clients = useClients();
  const invoices = useOpenInvoices();
  const [clientId, setClientId] = useState('');
  const invoiceId = form.watch('invoiceId') ?? '';
  const client = clients.data?.find((found) => found.id === clientId);
  const choices = invoicesOf(client, invoices.data ?? []);

  function fill(values: Partial<ReceiptInput>) {
    for (const [field, value] of Object.entries(values) as [keyof ReceiptInput, string][]) {
      form.setValue(field, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
  }

  function pickClient(id: string) {
    setClientId(id);
    const picked = clients.data?.find((found) => found.id === id);
    if (!picked) return;
    fill(clientFields(picked));
    // An invoice of someone else no longer fits.
    if (invoiceId && !invoicesOf(picked, invoices.data ?? []).some((found) => found.id === invoiceId)) form.setValue('invoiceId', null);
  }

  function pickInvoice(id: string) {
    const picked = choices.find((found) => found.id === id);
    if (!picked) {
      form.setValue('invoiceId', null);
      return;
    }
    fill(invoiceFields(picked, !client));
    if (!client && picked.clientId && clients.data?.some((found) => found.id === picked.clientId)) setClientId(picked.clientId);
  }

  return (
    <>
      <Field label="Client" hint="Fills in their name, email and phone">
        <Select value={clientId} onChange={(event) => pickClient(event.target.value)} disabled={clients.isPending}>
          <option value="">{clients.isPending ? 'Loading clients...' : 'Someone else (type below)'}</option>
          {[...(clients.data ?? [])]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
        </Select>
      </Field>
      <Field label="Invoice" hint={choices.length === 0 && !invoices.isPending ? 'No invoice is owed money' : 'The payment counts against what it owes'}>
        <Select value={invoiceId} onChange={(event) => pickInvoice(event.target.value)} disabled={invoices.isPending}>
          <option value="">{invoices.isPending ? 'Loading invoices...' : 'No invoice'}</option>
          {choices.map((option) => (
            <option key={option.id} value={option.id}>
              {invoiceChoice(option)}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
