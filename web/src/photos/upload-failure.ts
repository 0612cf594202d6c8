import type { UploadFailure } from './upload-queue.ts';

/**
 * Whether sending the same photo again can work: a dropped connection (status 0), a
 * timeout, the server busy or failing. A refusal of the photo itself (too large, not a
 * photo, 20 already) answers the same every time, so it offers no Retry.
 */
export function canRetry(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** What went wrong sending `fileName`, from the server's answer when it gave one. */
export function uploadFailure(fileName: string, status: number, responseText: string): UploadFailure {
  return { message: serverMessage(responseText) ?? ownMessage(fileName, status), canRetry: canRetry(status) };
}

function ownMessage(fileName: string, status: number): string {
  if (status === 0) return `${fileName} did not upload: the connection dropped`;
  if (status >= 500) return `${fileName} did not upload: Cobber had a problem (${status})`;
  return `${fileName} did not upload (${status})`;
}

/** The photo's own message (`fields.photo`, which names the file), else the error's. */
function serverMessage(responseText: string): string | undefined {
  try {
    const body: unknown = JSON.parse(responseText);
    const error = typeof body === 'object' && body !== null && 'error' in body ? (body as { error: unknown }).error : undefined;
    if (typeof error !== 'object' || error === null) return undefined;
    const { message, fields } = error as { message?: unknown; fields?: Record<string, unknown> };
    const photo = fields?.photo;
    if (typeof photo === 'string' && photo) return photo;
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined;
  }
}
