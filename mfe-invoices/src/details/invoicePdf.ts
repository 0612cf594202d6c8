import { api } from '@cobber/web';

/**
 * Saves the invoice as its client receives it, `Invoice-{invoiceNumber}.pdf`, from the
 * document the service makes for the emailed PDF and the client's page. The PDF code
 * arrives only now, on the tap, alongside the document.
 */
export async function downloadInvoicePdf(invoiceId: string): Promise<void> {
  const [{ saveInvoicePdf }, document] = await Promise.all([
    import('@cobber/web/documents'),
    api('GET /api/invoices/:id/document', { params: { id: invoiceId } }),
  ]);
  await saveInvoicePdf(document);
}
