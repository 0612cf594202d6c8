import { useState } from 'react';
import type { Receipt } from '@cobber/contracts';
import { JobPhotos } from '@cobber/ui';
import { Dialog } from '@cobber/ui/widgets';
import { useRefreshReceipts } from '../../common/hooks/receipts.ts';
import { receiptPhotosPath } from './receiptPhotosPath.ts';
import { StillUploading } from './StillUploading.tsx';

interface ReceiptPhotosDialogProps {
  receipt: Receipt;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The receipt's job photos, to look at, add to (an After photo settles a dispute),
 * label, caption, reorder and remove. It stays open while photos are uploading; closed,
 * the receipts are read again: the card's thumbnail is the first Before photo, which may
 * have changed.
 */
export function ReceiptPhotosDialog({ receipt, open, onOpenChange }: ReceiptPhotosDialogProps) {
  const refresh = useRefreshReceipts();
  const [toGo, setToGo] = useState(0);
  const change = (opened: boolean) => {
    if (!opened && toGo > 0) return;
    onOpenChange(opened);
    if (!opened) void refresh();
  };
  return (
    <Dialog open={open} onOpenChange={change} title={`Photos, ${receipt.receiptNumber}`} description={receipt.clientName}>
      {open && (
        <div className="flex flex-col gap-3">
          <JobPhotos photosPath={receiptPhotosPath(receipt.id)} onUploading={setToGo} />
          <StillUploading toGo={toGo} />
        </div>
      )}
    </Dialog>
  );
}
