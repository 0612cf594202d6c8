import { describe, expect, it } from 'vitest';
import { nextToSend, photoUploads, uploadQueue, type PhotoUpload } from './upload-queue.ts';

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

function chosen(...names: string[]): PhotoUpload[] {
  return uploadQueue([], { type: 'add', uploads: photoUploads(names.map(photo), 'before') });
}

describe('the upload queue', () => {
  it('sends the photos one at a time, in the order they were chosen', () => {
    let queue = chosen('IMG_1.HEIC', 'IMG_2.HEIC', 'IMG_3.HEIC');
    const first = nextToSend(queue)!;
    expect(first.file.name).toBe('IMG_1.HEIC');
    queue = uploadQueue(queue, { type: 'start', key: first.key });
    expect(nextToSend(queue)).toBeUndefined();
    queue = uploadQueue(queue, { type: 'remove', key: first.key });
    expect(nextToSend(queue)!.file.name).toBe('IMG_2.HEIC');
  });

  it('keeps each photo\'s own progress, and only while it is being sent', () => {
    let queue = chosen('IMG_1.jpg', 'IMG_2.jpg');
    const [first, second] = queue;
    queue = uploadQueue(queue, { type: 'start', key: first!.key });
    queue = uploadQueue(queue, { type: 'progress', key: first!.key, sent: 0.4 });
    queue = uploadQueue(queue, { type: 'progress', key: second!.key, sent: 0.9 });
    expect(queue.map(({ sent }) => sent)).toEqual([0.4, 0]);
  });

  it('goes on to the next photo after a failure, and sends the failed one again on Retry', () => {
    let queue = chosen('IMG_1.jpg', 'IMG_2.jpg');
    const [first, second] = queue;
    queue = uploadQueue(queue, { type: 'start', key: first!.key });
    queue = uploadQueue(queue, { type: 'fail', key: first!.key, failure: { message: 'IMG_1.jpg did not upload: the connection dropped', canRetry: true } });
    expect(nextToSend(queue)!.key).toBe(second!.key);
    queue = uploadQueue(queue, { type: 'start', key: second!.key });
    queue = uploadQueue(queue, { type: 'remove', key: second!.key });
    queue = uploadQueue(queue, { type: 'retry', key: first!.key });
    expect(nextToSend(queue)).toMatchObject({ key: first!.key, state: 'waiting', sent: 0, failure: undefined });
  });

  it('does not send again a photo the server refused for itself', () => {
    let queue = chosen('IMG_1.HEIC');
    const [only] = queue;
    queue = uploadQueue(queue, { type: 'start', key: only!.key });
    queue = uploadQueue(queue, { type: 'fail', key: only!.key, failure: { message: 'IMG_1.HEIC is larger than 10 MB; choose a smaller photo', canRetry: false } });
    queue = uploadQueue(queue, { type: 'retry', key: only!.key });
    expect(queue[0]!.state).toBe('failed');
    expect(nextToSend(queue)).toBeUndefined();
  });

  it('gives every chosen photo its own key and the label chosen for them', () => {
    const uploads = [...photoUploads([photo('a.jpg'), photo('b.jpg')], 'after'), ...photoUploads([photo('a.jpg')], 'before')];
    expect(new Set(uploads.map(({ key }) => key)).size).toBe(3);
    expect(uploads.map(({ label }) => label)).toEqual(['after', 'after', 'before']);
  });
});
