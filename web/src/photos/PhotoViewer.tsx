import type { Photo } from '@cobber/contracts';
import { Dialog } from '@cobber/ui/widgets';
import { labelNames } from './held-photo.ts';

interface PhotoViewerProps {
  photo: Photo | undefined;
  number: number;
  onClose: () => void;
}

/** A photo at display size, opened from its thumbnail. */
export function PhotoViewer({ photo, number, onClose }: PhotoViewerProps) {
  return (
    <Dialog
      open={Boolean(photo)}
      onOpenChange={(open) => !open && onClose()}
      title={photo ? `Photo ${number} · ${labelNames[photo.label]}` : 'Photo'}
      description={photo?.caption ?? undefined}
    >
      {photo && <img src={photo.url} alt={photo.caption ?? `${labelNames[photo.label]} photo ${number}`} className="w-full rounded-xl bg-stone-100" />}
    </Dialog>
  );
}
