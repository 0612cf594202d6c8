import type { QuoteStatus } from '@cobber/contracts';

/**
 * The one thing a quote waits on from its owner, led with on Quote Details: a draft is
 * sent; a quote with the client is sent again or its link shared; an accepted one is
 * invoiced, or billed in progress claims (its next claim, on the Progress claims card); an
 * invoiced one opens its invoice; a declined one is copied to start again. The quote's
 * invoice is its live invoice of the whole job: a cancelled one is not, so the job is
 * invoiced again.
 */
export type NextStep = 'send' | 'resend' | 'create_invoice' | 'claims' | 'view_invoice' | 'copy';

export function nextStep(quote: { status: QuoteStatus; invoiceId?: string | null }, { billedInClaims = false } = {}): NextStep {
  if (quote.invoiceId) return 'view_invoice';
  switch (quote.status) {
    case 'draft':
      return 'send';
    case 'approved':
      return billedInClaims ? 'claims' : 'create_invoice';
    case 'rejected':
      return 'copy';
    default:
      return 'resend';
  }
}
