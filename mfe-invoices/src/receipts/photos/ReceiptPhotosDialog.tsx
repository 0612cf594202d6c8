import type { Receipt } from '@cobber/contracts';
import { Badge, LoadFailed, Spinner } from '@cobber/ui';
import { Dialog } from '@cobber/ui/widgets';
import { useReceiptPhotos } from './receiptPhotos.ts';

interface ReceiptPhotosDialogProps {
  receipt: Receipt;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The receipt's job photos, in order; a tap opens one at display size. */
export function ReceiptPhotosDialog({ receipt, open, onOpenChange }: ReceiptPhotosDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Photos, ${receipt.receiptNumber}`} description={receipt.clientName}>
      {open && <PhotoList receiptId={receipt.id} />}
    </Dialog>
  );
}

function PhotoList({ receiptId }: { receiptId: string }) {
  const photos = useReceiptPhotos(receiptId);
  if (photos.isPending) return <Spinner className="mx-auto" />;
  if (photos.isError) return <LoadFailed title="Failed to fetch photos" message={photos.error.message} onRetry={() => photos.refetch()} />;
  if (photos.data.length === 0) return <p className="text-sm text-stone-600">No photos on this receipt.</p>;
  return (
    <ul className="grid grid-cols-2 gap-3">
      {photos.data.map((photo, index) => (
        <li key={photo.id} className="flex flex-col gap-1">
          <a href={photo.url} target="_blank" rel="noopener" className="overflow-hidden rounded-xl bg-stone-100">
            <img
              src={photo.thumbnailUrl}
              alt={photo.caption ?? `${photo.label === 'before' ? 'Before' : 'After'} photo ${index + 1}`}
              loading="lazy"
              decoding="async"
              width={160}
              height={160}
              className="aspect-square w-full object-cover"
            />
          </a>
          <Badge tone={photo.label === 'before' ? 'info' : 'success'} className="self-start">
            {photo.label === 'before' ? 'Before' : 'After'}
          </Badge>
          {photo.caption && <p className="text-sm text-stone-700">{photo.caption}</p>}
        </li>
      ))}
    </ul>
  );
}
