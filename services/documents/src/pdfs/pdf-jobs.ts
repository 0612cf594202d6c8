/** The documents a PDF worker makes (pdfs.ts): the contracts' builders, drawn with the Noto files installed beside them. */
import { buildInvoicePdf, buildQuotePdf, buildReceiptPdf, type InvoicePdfInput, type QuotePdfInput, type ReceiptPdfInput } from '@cobber/contracts/documents';
import { nodeFontFiles } from '@cobber/contracts/documents/node-fonts';

// One per worker process: a font file read for one document serves the next.
const fonts = nodeFontFiles();

export const quote = (input: QuotePdfInput) => buildQuotePdf(input, fonts);
export const invoice = (input: InvoicePdfInput) => buildInvoicePdf(input, fonts);
export const receipt = (input: ReceiptPdfInput) => buildReceiptPdf(input, fonts);
