import { useState } from 'react';
import { FileDown } from 'lucide-react';
import type { Invoice } from '@cobber/contracts';
import { Button, Card, CardTitle } from '@cobber/ui';
import { toast } from '@cobber/ui/toasts';
import { failureToast } from '../common/failureToast.ts';
import { downloadInvoicePdf } from './invoicePdf.ts';

/** Saves the invoice as its client receives it; one toast says it is done (the button says it is being made). */
export function PdfExportCard({ invoice }: { invoice: Invoice }) {
  const [building, setBuilding] = useState(false);

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
    </Card>
  );
}
