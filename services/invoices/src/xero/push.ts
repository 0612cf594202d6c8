import { formatReceiptNumber, parseMoney } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { booksSettings } from '../books/ledger.ts';
import { isoDate } from '../dates.ts';
import { findInvoice, listItems } from '../invoices/repository.ts';
import type { InvoiceRow } from '../invoices/rows.ts';
import type { AccountingApi } from './client.ts';
import { digestOf, xeroInvoice } from './payloads.ts';
import { findInvoiceInXero, findReceipt, type ConnectionRow, type SyncRow } from './repository.ts';

/** What became of one push: sent (with Xero's id), nothing to send, wait for its invoice, or gone. */
export type Pushed = { done: 'sent'; xeroId: string; digest: string | null } | { done: 'nothing-new' } | { done: 'wait'; reason: string } | { done: 'gone' } | { done: 'refused'; reason: string };

type Contact = { ContactID: string };

/**
 * The Idempotency-Key of a document's next call: the same for every retry whose outcome is
 * unknown (Xero may have made it), a new one after Xero refused (it made nothing, and
 * answers a key it has seen with the same refusal).
 */
export function idempotencyKey(row: SyncRow, what: string): string {
  return `cobber-${what}-${row.document_id}-${row.revision}${row.state === 'refused' ? `-${row.attempts}` : ''}`;
}

/** Xero's `where` takes a quoted string; a quote or backslash in a client's name would end it early. */
const quoted = (text: string) => `"${text.replace(/["\\]/g, '')}"`;

/** The invoice's client in Xero: found by email, else by name (Xero's names are unique), else made. */
async function contactFor(api: AccountingApi, invoice: InvoiceRow, key: string): Promise<Contact> {
  const find = async (where: string) => (await api.get<{ Contacts: Contact[] }>('/Contacts', { query: { where } })).Contacts[0];
  const found = (invoice.client_email ? await find(`EmailAddress==${quoted(invoice.client_email)}`) : undefined) ?? (await find(`Name==${quoted(invoice.client_name)}`));
  if (found) return { ContactID: found.ContactID };
  const made = await api.send<{ Contacts: Contact[] }>('POST', '/Contacts', { Contacts: [{ Name: invoice.client_name, ...(invoice.client_email ? { EmailAddress: invoice.client_email } : {}) }] }, key);
  return { ContactID: made.Contacts[0]!.ContactID };
}

/**
 * An invoice Xero may already have though Cobber did not hear back (the answer was lost):
 * found by its number, so a retry long after the idempotency key is forgotten still makes none.
 */
async function alreadyInXero(api: AccountingApi, invoiceNumber: string): Promise<string | null> {
  const { Invoices } = await api.get<{ Invoices: { InvoiceID: string; Status: string }[] }>('/Invoices', { query: { InvoiceNumbers: invoiceNumber } });
  return Invoices.find((invoice) => invoice.Status !== 'DELETED' && invoice.Status !== 'VOIDED')?.InvoiceID ?? null;
}

/**
 * The invoice as it stands, made or updated in Xero. Nothing is sent when Xero already has
 * exactly this. A cancelled invoice is voided in Xero (which refuses when it has payments:
 * the owner is told why); one Xero never had is simply not sent.
 */
export async function pushInvoice(db: Knex, api: AccountingApi, row: SyncRow): Promise<Pushed> {
  const invoice = await findInvoice(db, row.owner_id, row.document_id);
  if (!invoice) return { done: 'gone' };
  const key = idempotencyKey(row, 'invoice');
  if (invoice.status === 'cancelled') {
    if (!row.xero_id) return { done: 'gone' };
    if (row.sent_digest === 'voided') return { done: 'nothing-new' };
    await api.send('POST', `/Invoices/${row.xero_id}`, { Invoices: [{ InvoiceID: row.xero_id, Status: 'VOIDED' }] }, key);
    return { done: 'sent', xeroId: row.xero_id, digest: 'voided' };
  }
  const books = await booksSettings(db, row.owner_id);
  const payload = xeroInvoice(invoice, await listItems(db, invoice.id), { accountCode: books.xeroAccountCode, timeZone: books.timeZone });
  const digest = digestOf(payload);
  if (row.xero_id && digest === row.sent_digest) return { done: 'nothing-new' };
  const xeroId = row.xero_id ?? (row.attempts > 0 ? await alreadyInXero(api, payload.InvoiceNumber) : null);
  const contact = await contactFor(api, invoice, idempotencyKey(row, 'contact'));
  const body = { Invoices: [{ ...payload, ...(xeroId ? { InvoiceID: xeroId } : {}), Contact: contact }] };
  const { Invoices } = await api.send<{ Invoices: { InvoiceID: string }[] }>('POST', '/Invoices', body, key);
  return { done: 'sent', xeroId: Invoices[0]!.InvoiceID, digest };
}

/**
 * A receipt as a payment on its invoice in Xero, to the organisation's bank account. It
 * waits until its invoice is in Xero; a deposit taken on the quote waits for the invoice
 * that takes it in. Xero keeps a payment as made: it is sent once, and a receipt corrected
 * after it went is shown as needing the same change in Xero.
 */
export async function pushPayment(db: Knex, api: AccountingApi, row: SyncRow, connection: ConnectionRow): Promise<Pushed> {
  const receipt = await findReceipt(db, row.owner_id, row.document_id);
  if (!receipt) return { done: row.xero_id ? 'nothing-new' : 'gone' };
  const digest = `${receipt.payment_amount} on ${isoDate(receipt.payment_date)}`;
  if (row.xero_id) {
    if (row.sent_digest === null || row.sent_digest === digest) return { done: 'nothing-new' };
    return { done: 'refused', reason: `Changed after it went to Xero, which keeps a payment as made: change ${formatReceiptNumber(receipt.number)} in Xero too` };
  }
  const invoiceRow = receipt.invoice_id ? await findInvoiceInXero(db, row.owner_id, receipt.invoice_id) : undefined;
  if (!invoiceRow) return { done: 'gone' };
  if (!invoiceRow.xero_id) return { done: 'wait', reason: 'Waiting for its invoice to reach Xero' };
  if (!connection.bank_account_id) return { done: 'refused', reason: 'Xero has no bank account to record payments to: add one in Xero' };
  const payment = {
    Invoice: { InvoiceID: invoiceRow.xero_id },
    Account: { AccountID: connection.bank_account_id },
    Date: isoDate(receipt.payment_date),
    Amount: parseMoney(receipt.payment_amount) / 100,
    Reference: formatReceiptNumber(receipt.number),
  };
  const { Payments } = await api.send<{ Payments: { PaymentID: string }[] }>('PUT', '/Payments', { Payments: [payment] }, idempotencyKey(row, 'payment'));
  return { done: 'sent', xeroId: Payments[0]!.PaymentID, digest };
}
