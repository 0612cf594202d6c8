import { buildInvoicePdf, fetchedFontFiles, invoicePdfFileName, type InvoicePdfInput } from '@cobber/contracts/documents';

/** An invoice's document as the invoices service makes it for the email, with its logo's address. */
export type InvoicePdfDocument = Omit<InvoicePdfInput, 'logo' | 'business'> & {
  business: InvoicePdfInput['business'] & { logoUrl: string | null };
};

/** The business's logo for the PDF; the PDF goes without it when it cannot be had. */
async function logoBytes(logoUrl: string | null): Promise<Uint8Array | undefined> {
  if (!logoUrl) return undefined;
  try {
    const response = await fetch(logoUrl);
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined;
  } catch {
    return undefined;
  }
}

function saveFile(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Long after the browser has taken the file to its downloads.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Builds the invoice PDF in the browser and saves it as `Invoice-{invoiceNumber}.pdf`,
 * from the same document the emailed PDF is made from, so the client's download, the
 * owner's and the email print the same. Only the Noto files the invoice's text needs are
 * fetched (the browser keeps them). Import this module lazily: it brings pdf-lib.
 */
export async function saveInvoicePdf(invoice: InvoicePdfDocument): Promise<void> {
  const logo = await logoBytes(invoice.business.logoUrl);
  const bytes = await buildInvoicePdf({ ...invoice, logo }, fetchedFontFiles(window.location.origin));
  saveFile(bytes, invoicePdfFileName(invoice.invoice.invoiceNumber));
}
