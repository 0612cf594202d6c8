import type { PublicInvoiceResponse } from '@cobber/contracts';
import { buildInvoicePdf, fetchedFontFiles, invoicePdfFileName } from '@cobber/contracts/documents';
import { toast } from '@cobber/ui/toasts';

// Loaded on the first click of 'Download PDF', so pdf-lib stays out of the page's first
// bundle; the Noto files the invoice's text needs are fetched then too, only those (a
// Chinese name costs a slice of the font, not its megabytes; the browser keeps them).

async function fetchLogo(logoUrl: string | null): Promise<Uint8Array | undefined> {
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
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Builds the invoice PDF in the browser and saves it as `Invoice-{invoiceNumber}.pdf`
 * from the page's answer, which is the invoice's document as the emailed
 * PDF is made from it, so the two print the same.
 */
export async function downloadInvoicePdf(found: PublicInvoiceResponse): Promise<void> {
  try {
    const logo = await fetchLogo(found.business.logoUrl);
    // An older service's answer has no link: this page is it.
    const input = { ...found, link: found.link ?? window.location.href, logo };
    const bytes = await buildInvoicePdf(input, fetchedFontFiles(window.location.origin));
    saveFile(bytes, invoicePdfFileName(found.invoice.invoiceNumber));
    toast({ title: 'Download Started', description: 'Your invoice PDF is downloading.', variant: 'success' });
  } catch (error) {
    console.error('Invoice PDF failed', error);
    toast({ title: 'Download Failed', description: 'Error generating PDF. Please try again.', variant: 'destructive' });
  }
}
