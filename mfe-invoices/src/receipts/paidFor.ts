import type { Client, Invoice } from '@cobber/contracts';
import { displayMoney, parseMoney } from '@cobber/contracts/display';
import type { ReceiptInput } from './receiptForm.ts';

type Payer = Pick<Client, 'id' | 'email'>;
type OpenInvoice = Pick<Invoice, 'id' | 'invoiceNumber' | 'title' | 'clientId' | 'clientName' | 'clientEmail' | 'clientPhone' | 'balanceDue'>;

/** The client's invoices: theirs by id, or, for one made before invoices knew it, by email. */
export function invoicesOf(client: Payer | undefined, invoices: readonly OpenInvoice[]): OpenInvoice[] {
  if (!client) return [...invoices];
  return invoices.filter((invoice) => (invoice.clientId ? invoice.clientId === client.id : invoice.clientEmail?.toLowerCase() === client.email.toLowerCase()));
}

/** `INV-0002 · $638.25 owed · Switchboard upgrade`: what the picker lists (a long title is what a phone cuts). */
export function invoiceChoice(invoice: OpenInvoice): string {
  return `${invoice.invoiceNumber} · ${displayMoney(parseMoney(invoice.balanceDue))} owed · ${invoice.title}`;
}

/** What picking a client fills in: who paid. */
export function clientFields(client: Pick<Client, 'name' | 'email' | 'phone'>): Pick<ReceiptInput, 'clientName' | 'clientEmail' | 'clientPhone'> {
  return { clientName: client.name, clientEmail: client.email, clientPhone: client.phone ?? '' };
}

/** What picking an invoice fills in: what it still owes, what for, and (unless a client was picked) who. */
export function invoiceFields(invoice: OpenInvoice, withClient: boolean): Partial<ReceiptInput> {
  const paying = { invoiceId: invoice.id, paymentAmount: invoice.balanceDue, description: `${invoice.title} (invoice ${invoice.invoiceNumber})` };
  if (!withClient) return paying;
  return { ...paying, clientName: invoice.clientName, clientEmail: invoice.clientEmail ?? '', clientPhone: invoice.clientPhone ?? '' };
}
