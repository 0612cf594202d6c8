import { useState } from 'react';
import { FileDown } from 'lucide-react';
import type { Business, Invoice, InvoiceItem } from '@cobber/contracts';
import { Button, Card, CardTitle } from '@cobber/ui';
import { toast } from '@cobber/ui/widgets';
import { failureToast } from '../common/failureToast.ts';
import { downloadInvoicePdf } from './invoicePdf.ts';

interface PdfExportCardProps {
  invoice: Invoice;
  items: InvoiceItem[];
  business: Business | null;
}

export function PdfExportCard({ invoice, items, business }: PdfExportCardProps) {
  const [building, setBuilding] = useState(false);

  async function download() {
    setBuilding(true);
    toast({ title: 'Download Started', description: 'Your invoice PDF is downloading.', variant: 'info' });
    try {
      await downloadInvoicePdf(invoice, items, business);
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
