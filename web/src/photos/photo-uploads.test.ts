import { describe, expect, it } from 'vitest';
import type { Photo } from '@cobber/contracts';
import { PhotoUploads } from './photo-uploads.ts';
import { PhotoNotSent } from './send-photo.ts';
import type { PhotoUpload } from './upload-queue.ts';

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

/** A connection the test answers by hand: each send waits until the test says how it went. */
function connection() {
  const sending: { upload: PhotoUpload; progress: (sent: number) => void; arrive: () => void; drop: () => void; refuse: () => void }[] = [];
  const sent: string[] = [];
  const uploads = new PhotoUploads(
    (upload, progress) =>
      new Promise<Photo>((resolve, reject) => {
        const arrived: Photo = { id: crypto.randomUUID(), url: '', thumbnailUrl: '', label: upload.label, caption: null, position: sent.length };
        sending.push({
          upload,
          progress,
          arrive: () => resolve(arrived),
          drop: () => reject(new PhotoNotSent({ message: `${upload.file.name} did not upload: the connection dropped`, canRetry: true })),
          refuse: () => reject(new PhotoNotSent({ message: `${upload.file.name} is larger than 10 MB; choose a smaller photo`, canRetry: false })),
        });
      }),
    (arrived) => sent.push(arrived.id),
  );
  return { uploads, sending, sent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a document's photo uploads", () => {
  it('sends one photo at a time, in the order chosen, with no screen watching', async () => {
    const { uploads, sending, sent } = connection();
    uploads.add([photo('IMG_1.jpg'), photo('IMG_2.jpg')], 'before');
    expect(sending.map(({ upload }) => upload.file.name)).toEqual(['IMG_1.jpg']);
    sending[0]!.progress(0.5);
    expect(uploads.current().map(({ sent }) => sent)).toEqual([0.5, 0]);
    sending[0]!.arrive();
    await settle();
    expect(sending.map(({ upload }) => upload.file.name)).toEqual(['IMG_1.jpg', 'IMG_2.jpg']);
    sending[1]!.arrive();
    await settle();
    expect(sent).toHaveLength(2);
    expect(uploads.current()).toEqual([]);
  });

  it('keeps a dropped photo with its reason, goes on with the next, and sends it again on Retry', async () => {
    const { uploads, sending } = connection();
    uploads.add([photo('IMG_1.jpg'), photo('IMG_2.jpg')], 'after');
    sending[0]!.drop();
    await settle();
    expect(uploads.current()[0]).toMatchObject({ state: 'failed', failure: { message: 'IMG_1.jpg did not upload: the connection dropped', canRetry: true } });
    expect(uploads.toGo()).toBe(1);
    sending[1]!.arrive();
    await settle();
    uploads.retry(uploads.current()[0]!.key);
    expect(sending.map(({ upload }) => upload.file.name)).toEqual(['IMG_1.jpg', 'IMG_2.jpg', 'IMG_1.jpg']);
  });

  it('queues again, when asked (signal back), every photo the connection dropped, but not one the server refused', async () => {
    const { uploads, sending } = connection();
    uploads.add([photo('IMG_1.jpg'), photo('IMG_2.HEIC')], 'before');
    sending[0]!.drop();
    await settle();
    sending[1]!.refuse();
    await settle();
    uploads.retryDropped();
    expect(sending.map(({ upload }) => upload.file.name)).toEqual(['IMG_1.jpg', 'IMG_2.HEIC', 'IMG_1.jpg']);
    expect(uploads.current().map(({ state }) => state)).toEqual(['sending', 'failed']);
  });

  it('queues photos held while the document was saved once, however often the screen asks', () => {
    const { uploads } = connection();
    const held = [{ file: photo('IMG_9.jpg'), label: 'before' as const }];
    uploads.addHeld(held);
    uploads.addHeld(held);
    expect(uploads.current()).toHaveLength(1);
  });

  it('tells whoever listens at each change', () => {
    const { uploads } = connection();
    let heard = 0;
    const stop = uploads.subscribe(() => heard++);
    uploads.add([photo('IMG_1.jpg')], 'before');
    expect(heard).toBeGreaterThan(0);
    stop();
    const before = heard;
    uploads.add([photo('IMG_2.jpg')], 'before');
    expect(heard).toBe(before);
  });
});
