/** The documents a PDF worker makes (pdfs.ts): the contracts' builders, run in the worker process. */
export { buildInvoicePdf as invoice, buildQuotePdf as quote, buildReceiptPdf as receipt } from '@cobber/contracts/documents';
