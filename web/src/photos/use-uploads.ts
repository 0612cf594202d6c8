import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { HeldPhoto } from './held-photo.ts';
import { photosPathOf, type PhotoDocument } from './photo-keys.ts';
import { addSentPhoto } from './photo-queries.ts';
import { PhotoUploads } from './photo-uploads.ts';
import { sendPhoto } from './send-photo.ts';
import { shrinkForUpload } from './shrink-photo.ts';

/** Each document's uploads for as long as the app is open, by its photos path. */
const uploadsByDocument = new Map<string, PhotoUploads>();

function uploadsTo(document: PhotoDocument, queryClient: QueryClient): PhotoUploads {
  const photosPath = photosPathOf(document);
  let uploads = uploadsByDocument.get(photosPath);
  if (!uploads) {
    uploads = new PhotoUploads(
      // Made the server's display size on the phone first: a fraction of the bytes to send.
      async (upload, onProgress) => sendPhoto(photosPath, { ...upload, file: await shrinkForUpload(upload.file) }, onProgress),
      (photo) => void addSentPhoto(queryClient, document, photo),
    );
    uploads.subscribe(warnBeforeClosing);
    // On site the signal comes and goes: photos it dropped go again by themselves when it is back.
    window.addEventListener('online', uploads.retryDropped);
    uploadsByDocument.set(photosPath, uploads);
  }
  return uploads;
}

/** Closing or reloading the app with photos still to go asks first: they would be lost. */
function warnBeforeClosing() {
  const toGo = [...uploadsByDocument.values()].some((uploads) => uploads.toGo() > 0);
  if (toGo) window.addEventListener('beforeunload', askFirst);
  else window.removeEventListener('beforeunload', askFirst);
}

function askFirst(event: BeforeUnloadEvent) {
  event.preventDefault();
}

/**
 * The photos on their way to the document, sent one after another as they are chosen; each
 * sent photo leaves the queue for the document's list. `sendFirst` are photos held while
 * the document was being saved: they go first, once.
 */
export function useUploads(document: PhotoDocument, sendFirst: HeldPhoto[] = []) {
  const uploads = uploadsTo(document, useQueryClient());
  const queue = useSyncExternalStore(uploads.subscribe, uploads.current);
  useEffect(() => uploads.addHeld(sendFirst), [uploads, sendFirst]);
  return { queue, add: uploads.add, retry: uploads.retry, dismiss: uploads.dismiss };
}
