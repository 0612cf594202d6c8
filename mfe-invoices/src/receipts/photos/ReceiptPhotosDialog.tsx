import type { Receipt } from '@cobber/contracts';
import { JobPhotos } from '@cobber/ui';
import { Dialog } from '@cobber/ui/widgets';
import { useRefreshReceipts } from '../../common/hooks/receipts.ts';
import { receiptPhotosPath } from './receiptPhotosPath.ts';

interface ReceiptPhotosDialogProps {
  receipt: Receipt;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The receipt's job photos, to look at, add to (an After photo settles a dispute),
 * label, caption, reorder and remove. Closed, the receipts are read again: the card's
 * thumbnail is the first Before photo, which may have changed.
 */
export function ReceiptPhotosDialog({ receipt, open, onOpenChange }: ReceiptPhotosDialogProps) {
  const refresh = useRefreshReceipts();
  const change = (opened: boolean) => {
    onOpenChange(opened);
    if (!opened) void refresh();
  };
  return (
    <Dialog open={open} onOpenChange={change} title={`Photos, ${receipt.receiptNumber}`} description={receipt.clientName}>
      {open && <JobPhotos photosPath={receiptPhotosPath(receipt.id)} />}
    </Dialog>
  );
}
