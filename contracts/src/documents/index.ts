/** The PDFs Cobber sends; layout.ts is the shared toolkit, imported directly by each document. */
export type { DocumentBusiness } from './business-details.ts';
export { buildQuotePdf, type QuotePdfInput, type QuotePdfItem, type QuotePdfQuote } from './quote-pdf.ts';
