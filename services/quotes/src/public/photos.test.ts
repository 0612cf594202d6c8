import { PublicQuoteResponse } from '@cobber/contracts';
import { pdfImagesPerPage, pdfLines } from '@cobber/contracts/documents/reading';
import { photoForm, twoColours } from '@cobber/documents/photos/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, until, type QuotesWorld, type TestOwner } from '../testing/services.ts';

describe("job photos on the client's page and in the quote's PDF", () => {
  let world: QuotesWorld;
  let sam: TestOwner;
  let photo: Buffer;
  beforeAll(async () => {
    world = await startQuotesWorld();
    sam = await world.owner();
    photo = await twoColours(1200, 900).jpeg().toBuffer();
  });
  afterAll(() => world.stop());

  const newQuote = async () => {
    const made = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Switchboard', items: SAMPLE_ITEMS });
    expect(made.status).toBe(201);
    return made.body.id as string;
  };
  const addPhoto = async (quoteId: string, fields: Record<string, string>) => {
    const added = await sam.quotes('POST', `/api/quotes/${quoteId}/photos`, photoForm(photo, 'IMG_0001.JPG', fields));
    expect(added.status).toBe(201);
    return added.body as { id: string; thumbnailUrl: string; url: string };
  };
  const send = async (quoteId: string) => expect((await sam.quotes('POST', `/api/quotes/${quoteId}/send`)).status).toBe(200);
  /** Signed out, as the client's browser asks. */
  const signedOut = (path: string) => fetch(`${world.quotesUrl}${path}`);
  const publicAnswer = async (quoteId: string) => PublicQuoteResponse.parse(await (await signedOut(`/api/quotes/${quoteId}/public`)).json());

  it("lists a sent quote's photos in order, each served signed out from the public routes, kept by the browser only", async () => {
    const quoteId = await newQuote();
    const before = await addPhoto(quoteId, { label: 'before', caption: 'Cracked switchboard' });
    const after = await addPhoto(quoteId, { label: 'after' });
    await send(quoteId);

    const { photos } = await publicAnswer(quoteId);
    const base = `/api/quotes/${quoteId}/public/photos`;
    expect(photos).toEqual([
      { id: before.id, url: `${base}/${before.id}/display`, thumbnailUrl: `${base}/${before.id}/thumbnail`, label: 'before', caption: 'Cracked switchboard' },
      { id: after.id, url: `${base}/${after.id}/display`, thumbnailUrl: `${base}/${after.id}/thumbnail`, label: 'after', caption: null },
    ]);
    for (const [publicUrl, ownerUrl] of [[photos![0]!.thumbnailUrl, before.thumbnailUrl], [photos![1]!.url, after.url]] as const) {
      const response = await signedOut(publicUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
      const owners = await fetch(`${world.quotesUrl}${ownerUrl}`, { headers: sam.identity() });
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(await owners.arrayBuffer()))).toBe(true);
    }
  });

  it("answers 404 for a photo of a quote never sent, another quote's photo and a made-up id, and the owner's routes stay signed in", async () => {
    const draftId = await newQuote();
    const drafted = await addPhoto(draftId, { label: 'before' });
    const sentId = await newQuote();
    await addPhoto(sentId, { label: 'before' });
    await send(sentId);

    const asked = [
      `/api/quotes/${draftId}/public/photos/${drafted.id}/thumbnail`,
      `/api/quotes/${sentId}/public/photos/${drafted.id}/display`,
      `/api/quotes/${sentId}/public/photos/${crypto.randomUUID()}/thumbnail`,
      `/api/quotes/${crypto.randomUUID()}/public/photos/${drafted.id}/display`,
    ];
    for (const path of asked) {
      const response = await signedOut(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Photo not found' } });
    }
    expect((await signedOut(`/api/quotes/${sentId}/public/photos/not-a-photo/display`)).status).toBe(404);
    expect((await signedOut(`/api/quotes/${draftId}/photos/${drafted.id}/display`)).status).toBe(401);
  });

  it('prints the photos on a photos page of the PDF the owner downloads and the one emailed to the client', async () => {
    const quoteId = await newQuote();
    await addPhoto(quoteId, { label: 'before', caption: 'Cracked switchboard' });
    await addPhoto(quoteId, { label: 'after', caption: 'New board in' });

    const downloaded = new Uint8Array(await (await fetch(`${world.quotesUrl}/api/quotes/${quoteId}/pdf`, { headers: sam.identity() })).arrayBuffer());
    // The photos' bytes crossed to the PDF worker process and back into the document whole.
    expect((await pdfImagesPerPage(downloaded)).at(-1)).toBe(2);
    expect((await pdfLines(downloaded)).join('\n')).toContain('Photos\nBefore\nCracked switchboard\nAfter\nNew board in');

    const mails = () => world.smtp.received.filter((m) => m.mail.attachments.some((a) => a.contentType === 'application/pdf'));
    const already = mails().length;
    await send(quoteId);
    await until(() => mails().length > already);
    const attached = mails().at(-1)!.mail.attachments.find((a) => a.contentType === 'application/pdf')!;
    expect((await pdfImagesPerPage(new Uint8Array(attached.content))).at(-1)).toBe(2);
  });

  it('gives a quote without photos an empty list and no photos page', async () => {
    const quoteId = await newQuote();
    await send(quoteId);
    expect((await publicAnswer(quoteId)).photos).toEqual([]);
    const pdf = new Uint8Array(await (await fetch(`${world.quotesUrl}/api/quotes/${quoteId}/pdf`, { headers: sam.identity() })).arrayBuffer());
    expect(await pdfImagesPerPage(pdf)).not.toContain(2);
    expect(await pdfLines(pdf)).not.toContain('Photos');
  });
});
