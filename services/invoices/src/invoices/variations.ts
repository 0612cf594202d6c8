import { QuoteVariations, quoteVariationsPath, parseMoney } from '@cobber/contracts';
import type { ServiceCalls } from '@cobber/kit';
import type { LineInput } from '@cobber/documents';

/**
 * The quote's variations its client approved, as the quotes service has them now, each as
 * one line of an invoice of the whole job: "Variation V1: Second basin" at its subtotal (a
 * credit is negative). GST is the invoice's, worked out once on all its lines. Drafts,
 * sent and declined variations are not billed.
 */
export async function approvedVariationLines(quotes: ServiceCalls, quoteId: string): Promise<LineInput[]> {
  const answer = await quotes.get(quoteVariationsPath(quoteId), QuoteVariations);
  return (answer?.variations ?? [])
    .filter((variation) => variation.status === 'approved')
    .map((variation) => ({ description: `Variation ${variation.number}: ${variation.title}`, quantity: 100, unitPrice: parseMoney(variation.subtotal), type: 'other' as const }));
}
