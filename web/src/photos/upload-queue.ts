import type { PhotoLabel } from '@cobber/contracts';

/**
 * The photos a tradie chose, on their way to the server one at a time in the order chosen.
 * A phone on one bar of signal sends one photo well rather than four badly,
 * and the server numbers them in the order they arrive.
 */
export interface PhotoUpload {
  /** Unique on this page, for React and the queue's actions. */
  key: string;
  file: File;
  label: PhotoLabel;
  state: 'waiting' | 'sending' | 'failed';
  /** How much of the file has gone, 0 to 1. */
  sent: number;
  failure?: UploadFailure;
}

/** Why a photo did not go, in the tradie's words, and whether trying again could help. */
export interface UploadFailure {
  message: string;
  canRetry: boolean;
}

export type UploadAction =
  | { type: 'add'; uploads: PhotoUpload[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; sent: number }
  | { type: 'fail'; key: string; failure: UploadFailure }
  | { type: 'retry'; key: string }
  /** Sent (now one of the document's photos) or dismissed after a failure: off the list. */
  | { type: 'remove'; key: string };

export function uploadQueue(queue: PhotoUpload[], action: UploadAction): PhotoUpload[] {
  switch (action.type) {
    case 'add':
      return [...queue, ...action.uploads];
    case 'start':
      return change(queue, action.key, () => ({ state: 'sending', sent: 0, failure: undefined }));
    case 'progress':
      return change(queue, action.key, (upload) => (upload.state === 'sending' ? { sent: action.sent } : {}));
    case 'fail':
      return change(queue, action.key, () => ({ state: 'failed', failure: action.failure }));
    case 'retry':
      return change(queue, action.key, (upload) => (upload.failure?.canRetry ? { state: 'waiting', sent: 0, failure: undefined } : {}));
    case 'remove':
      return queue.filter((upload) => upload.key !== action.key);
  }
}

function change(queue: PhotoUpload[], key: string, update: (upload: PhotoUpload) => Partial<PhotoUpload>): PhotoUpload[] {
  return queue.map((upload) => (upload.key === key ? { ...upload, ...update(upload) } : upload));
}

/** The photo to send now: the first waiting one, once nothing else is on its way. */
export function nextToSend(queue: PhotoUpload[]): PhotoUpload | undefined {
  if (queue.some((upload) => upload.state === 'sending')) return undefined;
  return queue.find((upload) => upload.state === 'waiting');
}

let uploadsMade = 0;

/** Files as the phone's picker gave them, queued in that order with the label chosen for them. */
export function photoUploads(files: Iterable<File>, label: PhotoLabel): PhotoUpload[] {
  return [...files].map((file) => ({ key: `upload-${++uploadsMade}`, file, label, state: 'waiting', sent: 0 }));
}
