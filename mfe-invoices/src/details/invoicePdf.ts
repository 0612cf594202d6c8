import { InvoiceDocument } from '@cobber/contracts';
import { apiFetch } from '@cobber/ui';

/** The business's logo for the PDF; the PDF goes without it when it cannot be had. */
async function logoBytes(logoUrl: string | null): Promise<Uint8Array | undefined> {
  if (!logoUrl) return undefined;
  try {
    const response = await fetch(logoUrl, { credentials: 'include' });
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Builds the invoice PDF in the browser and saves it as `Invoice-{invoiceNumber}.pdf`
 * from the invoice's document as the service makes it for the emailed PDF and
 * the client's page, so all three print the same. pdf-lib arrives only now, on the tap,
 * not with the screen, and with it only the Noto files holding the invoice's characters
 * (the browser keeps them for next time).
 */
export async function downloadInvoicePdf(invoiceId: string): Promise<void> {
  const [{ buildInvoicePdf, fetchedFontFiles, invoicePdfFileName }, document] = await Promise.all([
    import('@cobber/contracts/documents'),
    apiFetch(`/api/invoices/${invoiceId}/document`, { schema: InvoiceDocument }),
  ]);
  const pdf = await buildInvoicePdf({ ...document, logo: await logoBytes(document.business.logoUrl) }, fetchedFontFiles(window.location.origin));
  const url = URL.createObjectURL(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  const link = window.document.createElement('a');
  link.href = url;
  link.download = invoicePdfFileName(document.invoice.invoiceNumber);
  link.click();
  // The click has handed the file to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
