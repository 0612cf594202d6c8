import { PhotoMessages, type Photo, type Receipt } from '@cobber/contracts';
import { pdfImagesPerPage, pdfLines } from '@cobber/contracts/documents/reading';
import { elevenMegabytes, formatAndSides, keptPhotoFiles, photoForm, twoColours } from '@cobber/documents/photos/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, type InvoicesWorld, type Owner } from '../testing/services.ts';

const RECEIPT = { clientName: 'Zoe Nguyen', clientEmail: 'zoe@example.com', paymentAmount: '250.00', paymentMethod: 'Cash', paymentDate: '2026-07-01T00:00:00.000Z' };

describe('job photos on receipts', () => {
  let world: InvoicesWorld;
  let sam: Owner;
  let alex: Owner;
  let tiny: Buffer;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    [sam, alex] = [await world.owner(), await world.owner()];
    tiny = await twoColours(8, 6).png().toBuffer();
  });
  afterAll(() => world.stop());

  const newReceipt = async (owner: Owner) => {
    const made = await owner.invoices('POST', '/api/receipts', RECEIPT);
    expect(made.status).toBe(201);
    return made.body.id as string;
  };
  const upload = (owner: Owner, receiptId: string, form: FormData) => owner.invoices('POST', `/api/receipts/${receiptId}/photos`, form);
  const addPhoto = async (owner: Owner, receiptId: string, name: string, label: 'before' | 'after') => {
    const added = await upload(owner, receiptId, photoForm(tiny, name, { label }));
    expect(added.status).toBe(201);
    return added.body as Photo;
  };
  const photosOf = async (owner: Owner, receiptId: string) => (await owner.invoices('GET', `/api/receipts/${receiptId}/photos`)).body as Photo[];
  /** What the receipt list shows for the receipt: its thumbnail and 'Photos' badge. */
  const beforePhotoUrl = async (owner: Owner, receiptId: string) =>
    ((await owner.invoices('GET', '/api/receipts')).body as Receipt[]).find((receipt) => receipt.id === receiptId)!.beforePhotoUrl;
  const fileOf = async (owner: Owner, url: string) => {
    const response = await fetch(`${world.invoicesUrl}${url}`, { headers: owner.identity() });
    return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const keptFiles = () => keptPhotoFiles(world.uploadDir);

  it('adds a photo with its label and caption, kept as a display JPEG and a thumbnail, listed in order', async () => {
    const receiptId = await newReceipt(sam);
    const webp = await twoColours(2000, 1000).webp().toBuffer();
    const added = await upload(sam, receiptId, photoForm(webp, 'IMG_0001.WEBP', { label: 'after', caption: 'New switchboard' }));
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ label: 'after', caption: 'New switchboard', position: 0 });
    const display = await fileOf(sam, added.body.url);
    expect([display.status, display.type, ...(await formatAndSides(display.bytes))]).toEqual([200, 'image/jpeg', 'jpeg', 1600, 800]);
    expect(await formatAndSides((await fileOf(sam, added.body.thumbnailUrl)).bytes)).toEqual(['jpeg', 320, 160]);
    const second = await addPhoto(sam, receiptId, 'IMG_0002.PNG', 'before');
    expect((await photosOf(sam, receiptId)).map((photo) => [photo.id, photo.position])).toEqual([[added.body.id, 0], [second.id, 1]]);
  });

  it("shows the first Before photo's thumbnail on the receipt list, kept up to date as photos are added, moved, relabelled and removed", async () => {
    const receiptId = await newReceipt(sam);
    expect(await beforePhotoUrl(sam, receiptId)).toBeNull();
    const after = await addPhoto(sam, receiptId, 'after.png', 'after');
    expect(await beforePhotoUrl(sam, receiptId)).toBeNull();
    const first = await addPhoto(sam, receiptId, 'first.png', 'before');
    expect(await beforePhotoUrl(sam, receiptId)).toBe(first.thumbnailUrl);
    const second = await addPhoto(sam, receiptId, 'second.png', 'before');
    expect(await beforePhotoUrl(sam, receiptId)).toBe(first.thumbnailUrl);

    expect((await sam.invoices('PATCH', `/api/receipts/${receiptId}/photos/${second.id}`, { position: 0 })).body.position).toBe(0);
    expect(await beforePhotoUrl(sam, receiptId)).toBe(second.thumbnailUrl);
    const relabelled = await sam.invoices('PATCH', `/api/receipts/${receiptId}/photos/${second.id}`, { label: 'after', caption: 'Done' });
    expect(relabelled.body).toMatchObject({ label: 'after', caption: 'Done', position: 0 });
    expect(await beforePhotoUrl(sam, receiptId)).toBe(first.thumbnailUrl);
    expect((await fileOf(sam, first.thumbnailUrl)).type).toBe('image/jpeg');

    expect((await sam.invoices('DELETE', `/api/receipts/${receiptId}/photos/${first.id}`)).status).toBe(204);
    expect(await beforePhotoUrl(sam, receiptId)).toBeNull();
    expect((await photosOf(sam, receiptId)).map((photo) => [photo.id, photo.position])).toEqual([[second.id, 0], [after.id, 1]]);
    expect((await sam.invoices('PATCH', `/api/receipts/${receiptId}/photos/${after.id}`, { caption: '' })).body.caption).toBeNull();
    expect((await sam.invoices('PATCH', `/api/receipts/${receiptId}/photos/${after.id}`, { label: 'during' })).status).toBe(400);
  });

  it('refuses the 21st photo of a receipt naming the limit, and keeps no file of it', async () => {
    const receiptId = await newReceipt(sam);
    for (let i = 0; i < 20; i++) expect((await upload(sam, receiptId, photoForm(tiny, `p${i}.png`))).status).toBe(201);
    const before = await keptFiles();
    const twentyFirst = await upload(sam, receiptId, photoForm(tiny, 'p20.png'));
    expect([twentyFirst.status, twentyFirst.body.error.fields]).toEqual([400, { photo: PhotoMessages.tooMany('receipt') }]);
    expect(await keptFiles()).toBe(before);
  });

  it('refuses an 11 MB file (413) and a text file (415), naming each, and keeps nothing', async () => {
    const receiptId = await newReceipt(sam);
    const before = await keptFiles();
    const tooBig = await upload(sam, receiptId, photoForm(elevenMegabytes(), 'IMG_0003.JPG'));
    expect([tooBig.status, tooBig.body.error.message]).toEqual([413, PhotoMessages.tooLarge('IMG_0003.JPG')]);
    const text = await upload(sam, receiptId, photoForm(Buffer.from('not a photo at all'), 'notes.txt'));
    expect([text.status, text.body.error.message]).toEqual([415, PhotoMessages.notAPhoto('notes.txt')]);
    expect(await keptFiles()).toBe(before);
    expect(await photosOf(sam, receiptId)).toEqual([]);
  });

  it("is the owner's alone: another owner gets 404 on every photo call, and changes nothing", async () => {
    const receiptId = await newReceipt(sam);
    const photo = await addPhoto(sam, receiptId, 'mine.png', 'before');
    const base = `/api/receipts/${receiptId}/photos`;
    expect((await alex.invoices('GET', base)).status).toBe(404);
    expect((await upload(alex, receiptId, photoForm(tiny, 'theirs.png'))).status).toBe(404);
    expect((await alex.invoices('PATCH', `${base}/${photo.id}`, { caption: 'Mine now' })).status).toBe(404);
    expect((await alex.invoices('DELETE', `${base}/${photo.id}`)).status).toBe(404);
    expect((await fileOf(alex, photo.url)).status).toBe(404);
    expect((await fileOf(alex, photo.thumbnailUrl)).status).toBe(404);
    // Their own receipt's path with Sam's photo id: still nobody's photo to them.
    const theirs = await newReceipt(alex);
    expect((await fileOf(alex, `/api/receipts/${theirs}/photos/${photo.id}/display`)).status).toBe(404);
    expect((await alex.invoices('DELETE', `/api/receipts/${theirs}/photos/${photo.id}`)).status).toBe(404);
    expect(await photosOf(sam, receiptId)).toEqual([photo]);
    expect(await beforePhotoUrl(sam, receiptId)).toBe(photo.thumbnailUrl);
    expect((await fileOf(sam, photo.url)).status).toBe(200);
  });

  it('removes a photo with its two files (204)', async () => {
    const receiptId = await newReceipt(sam);
    const photo = await addPhoto(sam, receiptId, 'one.png', 'before');
    const before = await keptFiles();
    expect((await sam.invoices('DELETE', `/api/receipts/${receiptId}/photos/${photo.id}`)).status).toBe(204);
    expect(await keptFiles()).toBe(before - 2);
    expect((await fileOf(sam, photo.thumbnailUrl)).status).toBe(404);
    expect(await photosOf(sam, receiptId)).toEqual([]);
  });

  it("does not take the photos of the quote behind the invoice it was paid on", async () => {
    const quote = await sam.quote();
    expect((await sam.quotes('POST', `/api/quotes/${quote.id}/photos`, photoForm(tiny, 'site.png'))).status).toBe(201);
    const invoice = (await sam.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {})).body;
    const paid = await sam.invoices('POST', `/api/invoices/${invoice.id}/mark-paid`, {});
    expect(paid.status).toBe(201);
    expect(paid.body.beforePhotoUrl).toBeNull();
    expect(await photosOf(sam, paid.body.id)).toEqual([]);
  });

  it("prints the receipt's photos, in order with their labels and captions, on pages after it: downloaded and emailed", async () => {
    const receiptId = await newReceipt(sam);
    const download = async () => new Uint8Array(await (await fetch(`${world.invoicesUrl}/api/receipts/${receiptId}/download`, { headers: sam.identity() })).arrayBuffer());
    const without = await download();
    expect(await pdfLines(without)).not.toContain('Photos');
    const photo = await twoColours(400, 300).jpeg().toBuffer();
    for (const [name, label, caption] of [['IMG_1.JPG', 'before', 'Old switchboard'], ['IMG_2.JPG', 'after', 'New switchboard'], ['IMG_3.JPG', 'after', '']] as const) {
      expect((await upload(sam, receiptId, photoForm(photo, name, { label, caption }))).status).toBe(201);
    }

    const printed = await download();
    const lines = await pdfLines(printed);
    const photosPage = lines.indexOf('Photos');
    expect(photosPage).toBeGreaterThan(0);
    expect(lines.slice(photosPage).filter((line) => /^(Before|After|Old|New)/.test(line))).toEqual(['Before', 'Old switchboard', 'After', 'New switchboard', 'After']);
    // The receipt's own pages as before, then two photos a page.
    const images = await pdfImagesPerPage(printed);
    expect(images.slice(-2)).toEqual([2, 1]);
    expect(images.length).toBe((await pdfImagesPerPage(without)).length + 2);

    expect((await sam.invoices('POST', `/api/receipts/${receiptId}/send`, { method: 'email' })).status).toBe(200);
    const mail = world.smtp.received.find((one) => one.mail.attachments.some((file) => file.filename?.endsWith('.pdf')) && one.to.includes('zoe@example.com') && one.mail.text?.includes('250.00'));
    expect((await pdfImagesPerPage(new Uint8Array(mail!.mail.attachments[0]!.content))).slice(-2)).toEqual([2, 1]);
  });
});
