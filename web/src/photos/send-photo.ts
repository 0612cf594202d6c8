import type { Photo } from '@cobber/contracts';
import { uploadFailure } from './upload-failure.ts';
import type { PhotoUpload, UploadFailure } from './upload-queue.ts';

/** A photo that did not go, with the reason to show beside it. */
export class PhotoNotSent extends Error {
  readonly failure: UploadFailure;

  constructor(failure: UploadFailure) {
    super(failure.message);
    this.name = 'PhotoNotSent';
    this.failure = failure;
  }
}

/**
 * Sends one photo to the document's photos (`POST {photosPath}`, multipart: `photo`,
 * `label`). XMLHttpRequest rather than fetch: only it reports how much of the body has
 * gone (`upload.onprogress`), which a tradie on a slow connection needs to see.
 */
export function sendPhoto(photosPath: string, upload: PhotoUpload, onProgress: (sent: number) => void): Promise<Photo> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('photo', upload.file, upload.file.name);
    form.append('label', upload.label);
    const request = new XMLHttpRequest();
    request.open('POST', photosPath);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    const notSent = () => new PhotoNotSent(uploadFailure(upload.file.name || 'This photo', request.status, request.responseText));
    request.onload = () => {
      if (request.status !== 201) return reject(notSent());
      // The photo's schema loads with the first photo sent, not with the screen.
      import('@cobber/contracts').then(({ Photo }) => {
        const photo = Photo.safeParse(safeJson(request.responseText));
        if (photo.success) resolve(photo.data);
        else reject(notSent());
      }, reject);
    };
    request.onerror = () => reject(new PhotoNotSent(uploadFailure(upload.file.name || 'This photo', 0, '')));
    request.send(form);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
