import { describe, expect, it } from 'vitest';
import { PhotoMessages } from '@cobber/contracts';
import { canRetry, uploadFailure } from './upload-failure.ts';

const errorBody = (message: string, fields?: Record<string, string>) => JSON.stringify({ error: { code: 'x', message, fields } });

describe('whether a photo that did not go may be tried again', () => {
  it('offers Retry on a dropped connection, a timeout, a busy or failing server', () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504]) expect(canRetry(status), String(status)).toBe(true);
  });

  it('offers no Retry when the server refused the photo itself, which would answer the same again', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 415]) expect(canRetry(status), String(status)).toBe(false);
  });
});

describe('what the tradie reads when a photo did not go', () => {
  it("is the server's message for the photo, which names the file", () => {
    const tooLarge = PhotoMessages.tooLarge('IMG_1.HEIC');
    expect(uploadFailure('IMG_1.HEIC', 413, errorBody(tooLarge, { photo: tooLarge }))).toEqual({ message: tooLarge, canRetry: false });
  });

  it("is the error's message when no field is named", () => {
    expect(uploadFailure('IMG_2.jpg', 409, errorBody(PhotoMessages.tooMany('quote')))).toEqual({ message: PhotoMessages.tooMany('quote'), canRetry: false });
  });

  it('names the file and says the connection dropped when nothing came back', () => {
    expect(uploadFailure('IMG_3.jpg', 0, '')).toEqual({ message: 'IMG_3.jpg did not upload: the connection dropped', canRetry: true });
  });

  it('names the file on a server failure without a readable body (a proxy\'s HTML page)', () => {
    expect(uploadFailure('IMG_4.jpg', 502, '<html>Bad Gateway</html>')).toEqual({ message: 'IMG_4.jpg did not upload: Cobber had a problem (502)', canRetry: true });
  });
});
