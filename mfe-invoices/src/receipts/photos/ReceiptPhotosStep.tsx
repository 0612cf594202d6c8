import type { Receipt } from '@cobber/contracts';
import { JobPhotos, type HeldPhoto } from '@cobber/web';
import { Button } from '@cobber/ui';
import { StillUploading } from './StillUploading.tsx';

interface ReceiptPhotosStepProps {
  receipt: Receipt;
  /** Chosen while the receipt was being filled in: sent now that it has an id. */
  held: HeldPhoto[];
  toGo: number;
  onUploading: (toGo: number) => void;
  onDone: () => void;
}

/** Create Receipt's second step: the photos chosen go up one by one, with their progress, and more can be added. */
export function ReceiptPhotosStep({ receipt, held, toGo, onUploading, onDone }: ReceiptPhotosStepProps) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">{receipt.receiptNumber} is made, and its photos are on their way.</p>
      <JobPhotos document={{ kind: 'receipts', id: receipt.id }} sendFirst={held} onUploading={onUploading} />
      <StillUploading toGo={toGo} />
      <Button onClick={onDone} disabled={toGo > 0}>
        Done
      </Button>
    </div>
  );
}
