/** The PDFs Cobber sends; layout.ts is the shared toolkit, imported directly by each document. */
export type { DocumentBusiness } from './business-details.ts';
export { FONT_FAMILIES, isFontFilePath } from './fonts/families.ts';
export { fetchedFontFiles, type FontFiles, fontUrlPath } from './fonts/files.ts';
export {
  buildInvoicePdf,
  invoicePdfFileName,
  invoiceTitle,
  type InvoicePdfBusiness,
  type InvoicePdfInput,
  type InvoicePdfInvoice,
  type InvoicePdfItem,
} from './invoice-pdf.ts';
export type { DocumentPhoto } from './photos-page.ts';
export { buildQuotePdf, type QuotePdfInput, type QuotePdfItem, type QuotePdfQuote } from './quote-pdf.ts';
export { buildReceiptPdf, invoiceStanding, receiptPdfFileName, type ReceiptPdfInput, type ReceiptPdfReceipt } from './receipt-pdf.ts';
