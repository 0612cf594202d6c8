import { PhotoMessages } from '@cobber/contracts';
import { elevenMegabytes, formatAndSides, keptPhotoFiles, photoForm, twoColours } from '@cobber/documents/photos/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, type QuotesWorld, type TestOwner } from '../testing/services.ts';

describe('job photos on quotes', () => {
  let world: QuotesWorld;
  let sam: TestOwner;
  let alex: TestOwner;
  let tiny: Buffer;
  beforeAll(async () => {
    world = await startQuotesWorld();
    [sam, alex] = [await world.owner(), await world.owner()];
    tiny = await twoColours(8, 6).png().toBuffer();
  });
  afterAll(() => world.stop());

  const newQuote = async (owner: TestOwner) => {
    const made = await owner.quotes('POST', '/api/quotes', { ...owner.client, title: 'Switchboard', items: SAMPLE_ITEMS });
    expect(made.status).toBe(201);
    return made.body.id as string;
  };
  const upload = (owner: TestOwner, quoteId: string, form: FormData) => owner.quotes('POST', `/api/quotes/${quoteId}/photos`, form);
  const fileOf = async (owner: TestOwner, url: string) => {
    const response = await fetch(`${world.quotesUrl}${url}`, { headers: owner.identity() });
    return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const keptFiles = () => keptPhotoFiles(world.uploadDir);

  it('keeps a photo in two sizes, served to the owner as JPEGs (the re-encoding itself: kit/photos/image.test.ts)', async () => {
    const quoteId = await newQuote(sam);
    const webp = await twoColours(2000, 1000).webp().toBuffer();
    const added = await upload(sam, quoteId, photoForm(webp, 'site.webp', { label: 'after', caption: 'Cracked switchboard' }));
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ label: 'after', caption: 'Cracked switchboard', position: 0 });
    const display = await fileOf(sam, added.body.url);
    expect([display.status, display.type, ...(await formatAndSides(display.bytes))]).toEqual([200, 'image/jpeg', 'jpeg', 1600, 800]);
    expect(await formatAndSides((await fileOf(sam, added.body.thumbnailUrl)).bytes)).toEqual(['jpeg', 320, 160]);
    expect((await sam.quotes('GET', `/api/quotes/${quoteId}/photos`)).body).toEqual([added.body]);
  });

  it('refuses an 11 MB file (413) and a text file (415), naming each, and keeps nothing', async () => {
    const quoteId = await newQuote(sam);
    const before = await keptFiles();
    const tooBig = await upload(sam, quoteId, photoForm(elevenMegabytes(), 'IMG_0003.JPG'));
    expect([tooBig.status, tooBig.body.error.message]).toEqual([413, PhotoMessages.tooLarge('IMG_0003.JPG')]);
    const text = await upload(sam, quoteId, photoForm(Buffer.from('not a photo at all'), 'notes.txt'));
    expect([text.status, text.body.error.message]).toEqual([415, PhotoMessages.notAPhoto('notes.txt')]);
    expect(await keptFiles()).toBe(before);
    expect((await sam.quotes('GET', `/api/quotes/${quoteId}/photos`)).body).toEqual([]);
  });

  it('refuses the 21st photo of a quote, naming the limit; of two sent at once for the last place, one is kept whole', async () => {
    const quoteId = await newQuote(sam);
    for (let i = 0; i < 19; i++) expect((await upload(sam, quoteId, photoForm(tiny, `p${i}.png`))).status).toBe(201);
    const nineteen = await keptFiles();
    const both = await Promise.all(['p19.png', 'p19b.png'].map((name) => upload(sam, quoteId, photoForm(tiny, name))));
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 400]);
    // The refused one's files went with it: two files for the one photo kept.
    expect(await keptFiles()).toBe(nineteen + 2);
    const before = await keptFiles();
    const twentyFirst = await upload(sam, quoteId, photoForm(tiny, 'p20.png'));
    expect(twentyFirst.status).toBe(400);
    expect(twentyFirst.body.error.fields).toEqual({ photo: PhotoMessages.tooMany('quote') });
    expect(await keptFiles()).toBe(before);
  });

  it('relabels, recaptions and moves a photo; the others close up', async () => {
    const quoteId = await newQuote(sam);
    const ids: string[] = [];
    for (const name of ['a.png', 'b.png', 'c.png']) ids.push((await upload(sam, quoteId, photoForm(tiny, name))).body.id);
    const moved = await sam.quotes('PATCH', `/api/quotes/${quoteId}/photos/${ids[2]}`, { position: 0, label: 'after', caption: 'New board' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ position: 0, label: 'after', caption: 'New board' });
    const listed = (await sam.quotes('GET', `/api/quotes/${quoteId}/photos`)).body as { id: string; position: number; caption: string | null }[];
    expect(listed.map((photo) => [photo.id, photo.position])).toEqual([[ids[2], 0], [ids[0], 1], [ids[1], 2]]);
    expect((await sam.quotes('PATCH', `/api/quotes/${quoteId}/photos/${ids[2]}`, { caption: '' })).body.caption).toBeNull();
    expect((await sam.quotes('PATCH', `/api/quotes/${quoteId}/photos/${ids[2]}`, { label: 'during' })).status).toBe(400);
  });

  it("is the owner's alone: another owner gets 404 on every photo call, and changes nothing", async () => {
    const quoteId = await newQuote(sam);
    const photo = (await upload(sam, quoteId, photoForm(tiny, 'mine.png'))).body;
    const base = `/api/quotes/${quoteId}/photos`;
    expect((await alex.quotes('GET', base)).status).toBe(404);
    expect((await upload(alex, quoteId, photoForm(tiny, 'theirs.png'))).status).toBe(404);
    expect((await alex.quotes('PATCH', `${base}/${photo.id}`, { caption: 'Mine now' })).status).toBe(404);
    expect((await alex.quotes('DELETE', `${base}/${photo.id}`)).status).toBe(404);
    expect((await fileOf(alex, photo.url)).status).toBe(404);
    expect((await fileOf(alex, photo.thumbnailUrl)).status).toBe(404);
    // Their own quote's path with Sam's photo id: still nobody's photo to them.
    const theirs = await newQuote(alex);
    expect((await fileOf(alex, `/api/quotes/${theirs}/photos/${photo.id}/display`)).status).toBe(404);
    expect((await sam.quotes('GET', base)).body).toEqual([photo]);
    expect((await fileOf(sam, photo.url)).status).toBe(200);
  });

  it('removes a photo with its two files (204), and the rest move up', async () => {
    const quoteId = await newQuote(sam);
    const first = (await upload(sam, quoteId, photoForm(tiny, 'one.png'))).body;
    const second = (await upload(sam, quoteId, photoForm(tiny, 'two.png'))).body;
    const before = await keptFiles();
    expect((await sam.quotes('DELETE', `/api/quotes/${quoteId}/photos/${first.id}`)).status).toBe(204);
    expect(await keptFiles()).toBe(before - 2);
    expect((await fileOf(sam, first.url)).status).toBe(404);
    expect((await sam.quotes('GET', `/api/quotes/${quoteId}/photos`)).body).toEqual([{ ...second, position: 0 }]);
  });
});
