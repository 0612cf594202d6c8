import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskPhotoStore } from './disk-store.ts';
import { printablePhotos } from './printable.ts';
import { keptPhotoFiles } from './testing/photos.ts';

describe('job photos kept on disk', () => {
  let uploadDir: string;
  let store: DiskPhotoStore;
  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'cobber-photos-'));
    store = new DiskPhotoStore(uploadDir);
  });
  afterAll(() => rm(uploadDir, { recursive: true, force: true }));

  it('keeps both sizes under a new random name, reads them back and removes both', async () => {
    const name = await store.save({ display: Buffer.from('display'), thumbnail: Buffer.from('thumbnail') });
    expect(name).toMatch(/^[a-f0-9]{32}$/);
    expect([String(await store.read(name, 'display')), String(await store.read(name, 'thumbnail'))]).toEqual(['display', 'thumbnail']);
    expect(await keptPhotoFiles(uploadDir)).toBe(2);
    await store.remove(name);
    expect([await store.read(name, 'display'), await keptPhotoFiles(uploadDir)]).toEqual([null, 0]);
  });

  it('never takes a name that is not one of its own to the disk', async () => {
    await expect(store.read('../../etc/passwd', 'display')).rejects.toThrow('Not a photo file name');
    await expect(store.remove('../photos')).rejects.toThrow('Not a photo file name');
  });

  it("gives a document's PDF the display size of each photo in order, leaving out one whose files are gone", async () => {
    const kept = await store.save({ display: Buffer.from('kept display'), thumbnail: Buffer.from('t') });
    const gone = await store.save({ display: Buffer.from('gone display'), thumbnail: Buffer.from('t') });
    await store.remove(gone);
    const printable = await printablePhotos(store, [
      { file_name: gone, label: 'before', caption: null },
      { file_name: kept, label: 'after', caption: 'New board' },
    ]);
    expect(printable.map((photo) => [Buffer.from(photo.jpeg).toString(), photo.label, photo.caption])).toEqual([['kept display', 'after', 'New board']]);
    await store.remove(kept);
  });
});
