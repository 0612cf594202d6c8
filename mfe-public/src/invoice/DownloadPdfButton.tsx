import { useState } from 'react';
import { Download } from 'lucide-react';
import type { PublicInvoiceResponse } from '@cobber/contracts';

interface DownloadPdfButtonProps {
  found: PublicInvoiceResponse;
  showToasts?: (() => Promise<void>) | undefined;
}

/** 'Download PDF': the PDF code arrives with the first click, not with the page. */
export function DownloadPdfButton({ found, showToasts }: DownloadPdfButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await showToasts?.();
      const { saveInvoicePdf } = await import('@cobber/web/documents');
      // An older service's answer has no link: this page is it.
      await saveInvoicePdf({ ...found, link: found.link ?? window.location.href });
      const { toast } = await import('@cobber/ui/widgets');
      toast({ title: 'Download Started', description: 'Your invoice PDF is downloading.', variant: 'success' });
    } catch (error) {
      // The PDF could not be made, or its code not fetched (a dropped connection): say so with what is loaded.
      console.error('Invoice PDF failed', error);
      const { toast } = await import('@cobber/ui/widgets');
      toast({ title: 'Download Failed', description: 'Error generating PDF. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-(--brand) px-4 font-semibold text-(--brand-on) transition hover:brightness-95 disabled:opacity-60"
    >
      <Download aria-hidden className="size-5" />
      {busy ? 'Preparing PDF...' : 'Download PDF'}
    </button>
  );
}
