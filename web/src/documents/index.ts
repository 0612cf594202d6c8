// What the frontends make of a document in the browser. Imported lazily (on the tap), so a
// screen's first load never carries pdf-lib.
export { saveInvoicePdf, type InvoicePdfDocument } from './invoice-pdf.ts';
