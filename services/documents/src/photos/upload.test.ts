import Router from '@koa/router';
import { PhotoMessages } from '@cobber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '@cobber/kit';
import { createLogger } from '@cobber/kit';
import { listen, type Listening } from '@cobber/kit';
import { elevenMegabytes, photoForm } from './testing/photos.ts';
import { readPhotoUpload } from './upload.ts';

describe('a photo upload read from its multipart form', () => {
  let server: Listening;
  beforeAll(async () => {
    const router = new Router();
    router.post('/photos', async (ctx) => {
      const { bytes, ...upload } = await readPhotoUpload(ctx);
      ctx.body = { ...upload, size: bytes.length };
    });
    server = await listen(createServiceApp({ name: 'test', logger: createLogger('test', 'silent'), routers: [router] }), 0);
  });
  afterAll(() => server.close());

  const send = async (body: FormData | string) => {
    const response = await fetch(`${server.url}/photos`, { method: 'POST', body, ...(typeof body === 'string' ? { headers: { 'content-type': 'application/json' } } : {}) });
    return { status: response.status, body: await response.json() };
  };

  it('reads the photo, its label and caption; the label is Before when left out', async () => {
    const bytes = Buffer.from('bytes of a photo');
    expect((await send(photoForm(bytes, 'IMG_0001.JPG', { label: 'after', caption: 'New board' }))).body).toEqual({ name: 'IMG_0001.JPG', label: 'after', caption: 'New board', size: bytes.length });
    expect((await send(photoForm(bytes, 'IMG_0002.JPG'))).body).toMatchObject({ label: 'before', caption: null });
  });

  it('refuses an 11 MB file with 413 naming it, a form with no photo, a bad label or a control character with 400, and JSON with 415', async () => {
    const tooBig = await send(photoForm(elevenMegabytes(), 'IMG_0003.JPG'));
    expect([tooBig.status, tooBig.body.error.message]).toEqual([413, PhotoMessages.tooLarge('IMG_0003.JPG')]);
    const empty = new FormData();
    empty.append('caption', 'No photo');
    expect(await send(empty).then(({ status, body }) => [status, body.error.fields])).toEqual([400, { photo: PhotoMessages.choosePhoto }]);
    const during = await send(photoForm(Buffer.from('x'), 'a.png', { label: 'during' }));
    expect([during.status, Object.keys(during.body.error.fields)]).toEqual([400, ['label']]);
    const bell = await send(photoForm(Buffer.from('x'), 'a.png', { caption: 'Switch\u0007board' }));
    expect([bell.status, Object.keys(bell.body.error.fields)]).toEqual([400, ['caption']]);
    expect((await send('{}')).status).toBe(415);
  });
});
