import { useState } from 'react';
import { Camera } from 'lucide-react';
import type { Receipt } from '@cobber/contracts';
import { Button, Card } from '@cobber/ui';
import { ReceiptPhotosDialog } from '../receipts/photos/ReceiptPhotosDialog.tsx';

/**
 * After a payment is recorded, its receipt's photos are one tap away: the job is done
 * and the tradie is still on site, the moment for an After photo.
 */
export function ReceiptPhotosOffer({ receipt }: { receipt: Receipt }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="flex flex-col gap-3" role="region" aria-label={`Receipt ${receipt.receiptNumber}`}>
      <p className="text-sm text-stone-700">
        Receipt {receipt.receiptNumber} is made. Add before and after photos of the job to it.
      </p>
      <Button variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Camera aria-hidden />
        Add photos
      </Button>
      <ReceiptPhotosDialog receipt={receipt} open={open} onOpenChange={setOpen} />
    </Card>
  );
}
