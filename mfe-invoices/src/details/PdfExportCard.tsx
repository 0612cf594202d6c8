import { useState } from 'react';
import { FileCode, FileDown } from 'lucide-react';
import type { Invoice } from '@cobber/contracts';
import { Button, buttonClasses, Card, CardTitle } from '@cobber/ui';
import { apiPath } from '@cobber/web';
import { useBusiness } from '@cobber/web/data';
import { toast } from '@cobber/ui/toasts';
import { failureToast } from '../common/failureToast.ts';
import { CreditNoteLink } from './CreditNoteLink.tsx';
import { downloadInvoicePdf } from './invoicePdf.ts';

/**
 * Saves the invoice as its client receives it; one toast says it is done (the button says it
 * is being made). Beside it the invoice's e-invoice (XML), for a client's accounting software
 * or an access point, once the business has the ABN it is made with.
 */
export function PdfExportCard({ invoice }: { invoice: Invoice }) {
  const [building, setBuilding] = useState(false);
  const hasAbn = Boolean(useBusiness().data?.abn);

  async function download() {
    setBuilding(true);
    try {
      await downloadInvoicePdf(invoice.id);
      toast({ title: 'Invoice PDF downloaded successfully!', variant: 'success' });
    } catch (failure) {
      failureToast('Failed to download PDF. Please try again.', failure);
    } finally {
      setBuilding(false);
    }
  }

  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Export PDF</CardTitle>
      <p className="text-sm text-stone-600">Save this invoice as a PDF to print or attach yourself.</p>
      <Button variant="outline" onClick={download} disabled={building}>
        <FileDown aria-hidden />
        {building ? 'Preparing PDF...' : 'Download PDF'}
      </Button>
      {hasAbn ? (
        <>
          <a href={apiPath('GET /api/invoices/:id/e-invoice', { params: { id: invoice.id } })} download className={buttonClasses('outline')}>
            <FileCode aria-hidden />
            Download e-invoice (XML)
          </a>
          <CreditNoteLink invoice={invoice} />
        </>
      ) : (
        <p className="text-sm text-stone-600">Add your ABN in Settings to download this invoice as an e-invoice (XML).</p>
      )}
    </Card>
  );
}
