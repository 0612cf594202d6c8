import { FileCode } from 'lucide-react';
import { apiPath } from '@cobber/web';

/**
 * 'Download e-invoice (XML)': the invoice as a Peppol e-invoice, for a client whose
 * accounting software imports one. Only shown when the business has its ABN, which an
 * e-invoice is made with.
 */
export function DownloadEInvoiceLink({ invoiceId }: { invoiceId: string }) {
  return (
    <a
      href={apiPath('GET /api/invoices/:id/public/e-invoice', { params: { id: invoiceId } })}
      download
      className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl border border-stone-300 bg-white px-4 font-semibold text-stone-800 transition hover:bg-stone-50"
    >
      <FileCode aria-hidden className="size-5" />
      Download e-invoice (XML)
    </a>
  );
}
