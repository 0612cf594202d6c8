import { lazy, Suspense } from 'react';
import { Card, CardTitle } from '@cobber/ui';
import type { JobPhotosProps } from './JobPhotos.tsx';
import type { PhotosToAddProps } from './PhotosToAdd.tsx';

export type { HeldPhoto } from './held-photo.ts';
export { photoKeys, type PhotoDocument } from './photo-keys.ts';
export type { JobPhotosProps, PhotosToAddProps };

// Loaded only by a screen that shows photos: the core that every first screen
// downloads carries just these few lines, not the picker, the queue and the dialogs.
const JobPhotosCard = /* #__PURE__ */ lazy(() => import('./JobPhotos.tsx'));
const PhotosToAddCard = /* #__PURE__ */ lazy(() => import('./PhotosToAdd.tsx'));

/** The document's "Photos" card: take, choose, upload, label, caption, reorder and remove. */
export function JobPhotos(props: JobPhotosProps) {
  return (
    <Suspense fallback={<PhotosLoading />}>
      <JobPhotosCard {...props} />
    </Suspense>
  );
}

/** The "Photos" card of a document not saved yet: photos held until it is. */
export function PhotosToAdd(props: PhotosToAddProps) {
  return (
    <Suspense fallback={<PhotosLoading />}>
      <PhotosToAddCard {...props} />
    </Suspense>
  );
}

function PhotosLoading() {
  return (
    <Card aria-busy="true">
      <CardTitle>Photos</CardTitle>
    </Card>
  );
}
