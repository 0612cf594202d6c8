import { useEffect, useId, useState } from 'react';
import { PHOTOS_PER_DOCUMENT } from '@cobber/contracts/display';
import { Button, Card, CardTitle } from '@cobber/ui';
import type { HeldPhoto } from './held-photo.ts';
import type { PhotoDocument } from './photo-keys.ts';
import { usePhotos } from './photo-queries.ts';
import { PhotoPickerButtons } from './PhotoPickerButtons.tsx';
import { PhotoTile } from './PhotoTile.tsx';
import { PhotoViewer } from './PhotoViewer.tsx';
import { UploadRow } from './UploadRow.tsx';
import { useUploads } from './use-uploads.ts';

export interface JobPhotosProps {
  /** Whose photos: a quote's or a receipt's. */
  document: PhotoDocument;
  /** Photos chosen before the document was saved, sent first. */
  sendFirst?: HeldPhoto[];
  title?: string;
  /** Told how many photos are still to go (waiting or on their way), so a sheet can stay open for them. */
  onUploading?: (toGo: number) => void;
}

/** The "Photos" card: take or choose photos, watch them go, label, caption, order and remove them. */
export default function JobPhotos({ document, sendFirst, title = 'Photos', onUploading }: JobPhotosProps) {
  const photos = usePhotos(document);
  const uploads = useUploads(document, sendFirst);
  const toGo = uploads.queue.filter(({ state }) => state !== 'failed').length;
  useEffect(() => onUploading?.(toGo), [toGo, onUploading]);
  const [opened, setOpened] = useState<string | null>(null);
  const list = photos.data ?? [];
  const full = list.length + uploads.queue.length >= PHOTOS_PER_DOCUMENT;
  const openedIndex = list.findIndex(({ id }) => id === opened);
  const titleId = useId();

  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <CardTitle id={titleId}>{title}</CardTitle>
        {list.length > 0 && (
          <span className="text-sm text-stone-600">
            {list.length} of {PHOTOS_PER_DOCUMENT}
          </span>
        )}
      </div>
      <PhotoPickerButtons onChosen={uploads.add} disabled={full} />
      {full && <p className="text-sm text-stone-600">That is the most photos one job keeps ({PHOTOS_PER_DOCUMENT}): remove one to add another.</p>}
      {uploads.queue.length > 0 && (
        <ul aria-label="Uploading" className="flex flex-col gap-2">
          {uploads.queue.map((upload) => (
            <UploadRow key={upload.key} upload={upload} onRetry={() => uploads.retry(upload.key)} onDismiss={() => uploads.dismiss(upload.key)} />
          ))}
        </ul>
      )}
      {photos.isError && (
        <div className="flex items-center justify-between gap-3 text-sm text-red-700">
          <p>Photos did not load: {photos.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => photos.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {list.length > 0 && (
        <ol aria-label={title} className="flex flex-col gap-3">
          {list.map((photo, index) => (
            <PhotoTile key={photo.id} photo={photo} number={index + 1} count={list.length} document={document} onOpen={() => setOpened(photo.id)} />
          ))}
        </ol>
      )}
      <PhotoViewer photo={list[openedIndex]} number={openedIndex + 1} onClose={() => setOpened(null)} />
    </Card>
  );
}
