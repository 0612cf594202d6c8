import type { Receipt } from '@cobber/contracts';
import { JobPhotos } from '@cobber/web';
import { Dialog } from '@cobber/ui/widgets';
import { StillUploading } from './StillUploading.tsx';
import { usePhotosSheet } from './usePhotosSheet.ts';

interface ReceiptPhotosDialogProps {
  receipt: Receipt;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The receipt's job photos, to look at, add to (an After photo settles a dispute),
 * label, caption, reorder and remove (usePhotosSheet: open while any are uploading).
 */
export function ReceiptPhotosDialog({ receipt, open, onOpenChange }: ReceiptPhotosDialogProps) {
  const { change, toGo, onUploading } = usePhotosSheet(onOpenChange);
  return (
    <Dialog open={open} onOpenChange={change} title={`Photos, ${receipt.receiptNumber}`} description={receipt.clientName}>
      {open && (
        <div className="flex flex-col gap-3">
          <JobPhotos document={{ kind: 'receipts', id: receipt.id }} onUploading={onUploading} />
          <StillUploading toGo={toGo} />
        </div>
      )}
    </Dialog>
  );
}
