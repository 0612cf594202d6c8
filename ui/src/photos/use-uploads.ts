import { useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PhotoLabel } from '@cobber/contracts';
import type { HeldPhoto } from './held-photo.ts';
import { addSentPhoto } from './photo-queries.ts';
import { PhotoNotSent, sendPhoto } from './send-photo.ts';
import { shrinkForUpload } from './shrink-photo.ts';
import { nextToSend, photoUploads, uploadQueue, type UploadAction } from './upload-queue.ts';

/**
 * The photos on their way to `photosPath`, sent one after another as they are chosen, each
 * made the server's display size on the phone first; each sent photo leaves the queue for
 * the document's list. `sendFirst` are photos held while the document was being saved:
 * they go first, once.
 */
export function useUploads(photosPath: string, sendFirst: HeldPhoto[] = []) {
  const queryClient = useQueryClient();
  const [queue, dispatch] = useReducer(uploadQueue, sendFirst, (held) =>
    held.flatMap(({ file, label }) => photoUploads([file], label)),
  );
  // The one on its way; a ref so React's second effect run in development sends nothing twice.
  const sending = useRef<string | null>(null);

  useEffect(() => {
    const next = nextToSend(queue);
    if (!next || sending.current) return;
    sending.current = next.key;
    dispatch({ type: 'start', key: next.key });
    const finish = (action: UploadAction) => {
      sending.current = null;
      dispatch(action);
    };
    const sendShrunk = (file: File) => sendPhoto(photosPath, { ...next, file }, (sent) => dispatch({ type: 'progress', key: next.key, sent }));
    shrinkForUpload(next.file)
      .then(sendShrunk)
      .then(
        (photo) => {
          void addSentPhoto(queryClient, photosPath, photo);
          finish({ type: 'remove', key: next.key });
        },
        (failure: unknown) => {
          const reason = failure instanceof PhotoNotSent ? failure.failure : { message: `${next.file.name} did not upload`, canRetry: true };
          finish({ type: 'fail', key: next.key, failure: reason });
        },
      );
  }, [queue, photosPath, queryClient]);

  return {
    queue,
    add: (files: File[], label: PhotoLabel) => dispatch({ type: 'add', uploads: photoUploads(files, label) }),
    retry: (key: string) => dispatch({ type: 'retry', key }),
    dismiss: (key: string) => dispatch({ type: 'remove', key }),
  };
}
