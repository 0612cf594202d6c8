import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositDocumentType, MoneyStatus } from '@cobber/contracts';
import { moneyStatus, parseMoney } from '@cobber/contracts/display';
import { api } from '@cobber/web';
import { invoiceMoneyFacts } from '../common/money.ts';

/** What the deposit screen needs of the quote or invoice it takes a deposit for. */
export interface DepositDocument {
  type: DepositDocumentType;
  id: string;
  /** `Q-0001` or `INV-0001`, for the success screen. */
  number: string | null;
  title: string;
  clientName: string;
  clientEmail: string | null;
  totalCents: number;
  /** A deposit already asked for on the quote (its deposit line), in cents. */
  requestedCents: number | null;
  /** Where its money stands on the server; `settled` when nothing is left to pay. */
  money: MoneyStatus;
}

/** Nothing is left to take on it: its deposit paid in full, or the whole document paid. */
export function isSettled(money: MoneyStatus): boolean {
  return money.stage === 'paid_in_full' || (money.stage === 'deposit_paid' && money.owedCents === 0);
}

async function fetchQuote(id: string): Promise<DepositDocument> {
  const [quote, items] = await Promise.all([
    api('GET /api/quotes/:id', { params: { id } }),
    api('GET /api/quotes/:id/items', { params: { id } }),
  ]);
  const requested = items.filter((item) => item.type === 'deposit').reduce((sum, item) => sum + parseMoney(item.totalPrice), 0);
  return {
    type: 'quote',
    id,
    number: quote.quoteNumber,
    title: quote.title,
    clientName: quote.clientName,
    clientEmail: quote.clientEmail,
    totalCents: parseMoney(quote.totalAmount),
    requestedCents: requested > 0 ? requested : null,
    money: moneyStatus(quote.money),
  };
}

async function fetchInvoice(id: string): Promise<DepositDocument> {
  const invoice = await api('GET /api/invoices/:id', { params: { id } });
  return {
    type: 'invoice',
    id,
    number: invoice.invoiceNumber,
    title: invoice.title,
    clientName: invoice.clientName,
    clientEmail: invoice.clientEmail,
    totalCents: parseMoney(invoice.balanceDue),
    requestedCents: null,
    money: moneyStatus(invoiceMoneyFacts(invoice)),
  };
}

/** `GET /api/{type}s/:id`, with a quote's requested deposit. */
export function depositDocumentQuery(type: DepositDocumentType, id: string) {
  return queryOptions({ queryKey: [`${type}s`, 'deposit', id], queryFn: () => (type === 'quote' ? fetchQuote(id) : fetchInvoice(id)) });
}

export function useDepositDocument(type: DepositDocumentType, id: string) {
  return useQuery({ ...depositDocumentQuery(type, id), enabled: Boolean(id) });
}
