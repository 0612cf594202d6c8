import type { Business, Invoice, InvoiceItem } from '@cobber/contracts';

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
 * (spec §7). pdf-lib arrives only now, on the tap, not with the screen, and with it only
 * the Noto files holding the invoice's characters (the browser keeps them for next time).
 */
export async function downloadInvoicePdf(invoice: Invoice, items: InvoiceItem[], business: Business | null): Promise<void> {
  const [{ buildInvoicePdf, fetchedFontFiles, invoicePdfFileName }, logo] = await Promise.all([
    import('@cobber/contracts/documents'),
    logoBytes(business?.logoUrl ?? null),
  ]);
  const pdf = await buildInvoicePdf(
    {
      invoice,
      items,
      business: business ?? { name: 'Your Business', applyGST: invoice.taxAmount !== '0.00' },
      logo,
      publicUrl: new URL(`/invoice/${invoice.id}/pay`, window.location.origin).href,
    },
    fetchedFontFiles(window.location.origin),
  );
  const url = URL.createObjectURL(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = invoicePdfFileName(invoice.invoiceNumber);
  link.click();
  // The click has handed the file to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
