import { billedLines, billedOptionId, displayQuantity, optionLines, parseMoney, parseQuantity } from '@cobber/contracts';
import { type Knex } from '@cobber/kit';
import { assertTotalFits, newLine, type LineInput } from '@cobber/documents';
import { moveQuoteReceiptsToInvoice } from '../receipts/repository.ts';
import type { QuoteSnapshot } from '../replica/repository.ts';
import { INVOICE_LINES, type InvoiceItemRow } from './rows.ts';

/**
 * The invoice's lines as the quote stands: every line it bills in order (the lines in every
 * option and those of the option the client chose, the first one before they choose; its
 * add-ons only when the client chose them on accepting; a deposit stays a deposit line), then travel as an `other` line, since an invoice has no travel fields
 * of its own (contracts/invoices.ts) and a line is what the client sees on the page; then
 * the variations the client approved (variations.ts).
 */
export function linesFromQuote(invoiceId: string, quote: QuoteSnapshot, variations: readonly LineInput[] = []): InvoiceItemRow[] {
  const option = billedOptionId(quote.options ?? [], quote.acceptance?.option?.id);
  const ofOption = optionLines(quote.items, (item) => item.optionId, option);
  const inputs: LineInput[] = billedLines(ofOption, quote.acceptance?.optionalItemIds ?? []).map((item) => ({
    description: item.description,
    quantity: parseQuantity(item.quantity),
    unitPrice: parseMoney(item.unitPrice),
    type: item.type,
  }));
  const distance = parseQuantity(quote.travelDistance);
  const costPerKm = parseMoney(quote.costPerKm);
  if (quote.includeTravel && distance > 0 && costPerKm > 0) {
    inputs.push({ description: `Travel (${displayQuantity(distance)} km)`, quantity: distance, unitPrice: costPerKm, type: 'other' });
  }
  inputs.push(...variations);
  const lines = inputs.map((input, position) => newLine(INVOICE_LINES, invoiceId, position, input));
  assertTotalFits(INVOICE_LINES, lines, 0, 'items');
  return lines;
}

/**
 * Money the client already paid against the quote (a card deposit before the invoice
 * existed) counts on the invoice made from it: those receipts join the invoice, and
 * settling it counts them (payments.ts).
 */
export async function joinQuoteReceipts(trx: Knex.Transaction, ownerId: string, quoteId: string, invoiceId: string): Promise<void> {
  await moveQuoteReceiptsToInvoice(trx, ownerId, quoteId, invoiceId);
}
