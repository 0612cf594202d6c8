import { displayQuantity, formatMoney, parseMoney, parseQuantity } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import type { QuoteSnapshot } from '../replica/quote-replica.ts';
import type { InvoiceItemRow } from './rows.ts';
import { lineTotal } from './totals.ts';

/**
 * The invoice's lines as the quote stands: every line in order (a deposit stays a
 * deposit line), then travel as an `other` line, since an invoice has no travel fields
 * of its own (contracts/invoices.ts) and a line is what the client sees on the page.
 */
export function linesFromQuote(invoiceId: string, quote: QuoteSnapshot): InvoiceItemRow[] {
  const lines: InvoiceItemRow[] = quote.items.map((item, position) => ({
    id: crypto.randomUUID(),
    invoice_id: invoiceId,
    position,
    description: item.description,
    quantity: item.quantity,
    unit_price: item.unitPrice,
    total_price: lineTotal(parseQuantity(item.quantity), parseMoney(item.unitPrice)),
    type: item.type,
  }));
  const distance = parseQuantity(quote.travelDistance);
  const costPerKm = parseMoney(quote.costPerKm);
  if (quote.includeTravel && distance > 0 && costPerKm > 0) {
    lines.push({
      id: crypto.randomUUID(),
      invoice_id: invoiceId,
      position: lines.length,
      description: `Travel (${displayQuantity(distance)} km)`,
      quantity: quote.travelDistance,
      unit_price: quote.costPerKm,
      total_price: lineTotal(distance, costPerKm),
      type: 'other',
    });
  }
  return lines;
}

/**
 * Money the client already paid against the quote (a card deposit before the invoice
 * existed) counts on the invoice made from it: those receipts join the invoice and
 * their sum is its deposit paid. Answers that sum in cents.
 */
export async function carryQuotePayments(trx: Knex.Transaction, ownerId: string, quoteId: string, invoiceId: string): Promise<number> {
  const receipts: { payment_amount: string }[] = await trx('receipts')
    .where({ owner_id: ownerId, quote_id: quoteId })
    .whereNull('invoice_id')
    .update({ invoice_id: invoiceId })
    .returning('payment_amount');
  const paidCents = receipts.reduce((sum, receipt) => sum + parseMoney(receipt.payment_amount), 0);
  if (paidCents > 0) await trx('invoices').where('id', invoiceId).update({ deposit_paid: formatMoney(paidCents) });
  return paidCents;
}
