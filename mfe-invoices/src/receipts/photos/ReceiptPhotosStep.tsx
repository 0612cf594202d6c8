import type { Receipt } from '@cobber/contracts';
import { Button, JobPhotos, type HeldPhoto } from '@cobber/ui';
import { receiptPhotosPath } from './receiptPhotosPath.ts';

interface ReceiptPhotosStepProps {
  receipt: Receipt;
  /** Chosen while the receipt was being filled in: sent now that it has an id. */
  held: HeldPhoto[];
  onDone: () => void;
}

/** Create Receipt's second step: the photos chosen go up one by one, with their progress, and more can be added. */
export function ReceiptPhotosStep({ receipt, held, onDone }: ReceiptPhotosStepProps) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">
        {receipt.receiptNumber} is made. Its photos upload one after another; keep this open until each shows in the list.
      </p>
      <JobPhotos photosPath={receiptPhotosPath(receipt.id)} sendFirst={held} />
      <Button onClick={onDone}>Done</Button>
    </div>
  );
}
