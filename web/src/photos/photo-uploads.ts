import type { PhotoLabel, Photo } from '@cobber/contracts';
import type { HeldPhoto } from './held-photo.ts';
import { PhotoNotSent } from './send-photo.ts';
import { nextToSend, photoUploads, uploadQueue, type PhotoUpload, type UploadAction } from './upload-queue.ts';

/** Sends one photo, telling how much has gone; rejects with PhotoNotSent saying why not. */
export type SendOnePhoto = (upload: PhotoUpload, onProgress: (sent: number) => void) => Promise<Photo>;

/**
 * One document's photos on their way, kept apart from the screen: a tradie who
 * takes five photos and taps Back does not lose the four still waiting, and finds them
 * going (or failed, with Retry) when they come back to the document.
 */
export class PhotoUploads {
  private queue: PhotoUpload[] = [];
  private readonly listeners = new Set<() => void>();
  /** Held photos already queued: a screen shown twice (React's development checks) queues them once. */
  private readonly heldQueued = new WeakSet<HeldPhoto[]>();

  private readonly sendOne: SendOnePhoto;
  private readonly onSent: (photo: Photo) => void;

  constructor(sendOne: SendOnePhoto, onSent: (photo: Photo) => void) {
    this.sendOne = sendOne;
    this.onSent = onSent;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): PhotoUpload[] => this.queue;

  readonly add = (files: File[], label: PhotoLabel): void => this.dispatch({ type: 'add', uploads: photoUploads(files, label) });

  readonly addHeld = (held: HeldPhoto[]): void => {
    if (held.length === 0 || this.heldQueued.has(held)) return;
    this.heldQueued.add(held);
    this.dispatch({ type: 'add', uploads: held.flatMap(({ file, label }) => photoUploads([file], label)) });
  };

  readonly retry = (key: string): void => this.dispatch({ type: 'retry', key });

  readonly dismiss = (key: string): void => this.dispatch({ type: 'remove', key });

  /** Every photo a dropped connection or a failing server stopped, queued again (signal is back). */
  readonly retryDropped = (): void => {
    for (const upload of this.queue) if (upload.failure?.canRetry) this.retry(upload.key);
  };

  /** Photos waiting or on their way (not failed ones). */
  toGo(): number {
    return this.queue.filter(({ state }) => state !== 'failed').length;
  }

  private dispatch(action: UploadAction): void {
    this.queue = uploadQueue(this.queue, action);
    for (const listener of this.listeners) listener();
    this.sendNext();
  }

  private sendNext(): void {
    const next = nextToSend(this.queue);
    if (!next) return;
    this.dispatch({ type: 'start', key: next.key });
    this.sendOne(next, (sent) => this.dispatch({ type: 'progress', key: next.key, sent })).then(
      (photo) => {
        this.onSent(photo);
        this.dispatch({ type: 'remove', key: next.key });
      },
      (failure: unknown) => {
        const reason = failure instanceof PhotoNotSent ? failure.failure : { message: `${next.file.name} did not upload`, canRetry: true };
        this.dispatch({ type: 'fail', key: next.key, failure: reason });
      },
    );
  }
}
