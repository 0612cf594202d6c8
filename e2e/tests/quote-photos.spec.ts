import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ownerWithQuote } from './owner-quote.ts';
import { solidPng } from './png.ts';

// The quote screens at 390×844: photos taken and chosen on Quote Details go up
// one by one; a dropped connection offers Retry, a file that is not a photo says why and
// offers none; each photo is labelled, captioned, moved, opened and removed; photos chosen
// on New Quote go up as soon as the quote is created.

/** What the phone's screen shows (390×844), scrolled to `part`. */
async function screenshot(page: Page, name: string, part: Locator) {
  await part.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -72); // clear of the app's fixed header
  });
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`) });
}

const photo = (name: string, colour: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: solidPng(64, 48, colour) });

/** Taps `button` and gives the phone's picker these files. */
async function pick(page: Page, button: Locator, files: ReturnType<typeof photo>[]) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

/** The card's photos, in order, each found by its place. */
function photoAt(card: Locator, number: number): Locator {
  return card.getByRole('list', { name: 'Photos' }).getByRole('listitem', { name: `Photo ${number}`, exact: true });
}

test('photos on Quote Details: taken, chosen, retried, refused, labelled, captioned, moved, opened and removed', async ({ page, baseURL }) => {
  const quoteId = await ownerWithQuote(page, baseURL!, `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`);
  await page.goto(`/quote/${quoteId}/details`);
  const card = page.getByRole('region', { name: 'Photos', exact: true });
  await expect(card.getByRole('button', { name: 'Take photo' })).toBeVisible();

  await test.step('Take photo opens the camera; the photo goes up and shows as a thumbnail', async () => {
    const chooser = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: 'Take photo' }).click();
    const camera = await chooser;
    expect(await camera.element().getAttribute('capture')).toBe('environment');
    expect(camera.isMultiple()).toBe(false);
    await camera.setFiles([photo('IMG_0001.png', [200, 60, 40])]);
    const thumbnail = photoAt(card, 1).getByRole('img');
    await expect(thumbnail).toHaveAttribute('loading', 'lazy');
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  await test.step('a dropped connection offers Retry, which sends the photo', async () => {
    await page.route(`**/api/quotes/${quoteId}/photos`, (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback()));
    await pick(page, card.getByRole('button', { name: 'Choose photos' }), [photo('IMG_0002.png', [40, 120, 200])]);
    await expect(card.getByRole('alert')).toHaveText('IMG_0002.png did not upload: the connection dropped');
    await screenshot(page, 'photos-05-dropped', card);
    await page.unroute(`**/api/quotes/${quoteId}/photos`);
    await card.getByRole('button', { name: 'Retry IMG_0002.png' }).click();
    await expect(photoAt(card, 2)).toBeVisible();
    await expect(card.getByRole('alert')).toBeHidden();
  });

  await test.step("a file that is not a photo: the server's reason, naming it, and no Retry", async () => {
    await pick(page, card.getByRole('button', { name: 'Choose photos' }), [{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') }]);
    await expect(card.getByRole('alert')).toContainText('notes.txt');
    await expect(card.getByRole('button', { name: 'Retry notes.txt' })).toHaveCount(0);
    await screenshot(page, 'photos-04-refused', card);
    await card.getByRole('button', { name: 'Dismiss notes.txt' }).click();
    await expect(card.getByRole('alert')).toBeHidden();
  });

  await test.step('several chosen at once go up in the order chosen, as After photos', async () => {
    await card.getByRole('group', { name: 'New photos are' }).getByText('After').click();
    await pick(page, card.getByRole('button', { name: 'Choose photos' }), [photo('IMG_0003.png', [30, 160, 60]), photo('IMG_0004.png', [240, 200, 30])]);
    await expect(photoAt(card, 4)).toBeVisible();
    await expect(photoAt(card, 3).getByLabel('Before or after')).toHaveValue('after');
    await expect(photoAt(card, 4).getByLabel('Before or after')).toHaveValue('after');
    await expect(card.getByText('4 of 20')).toBeVisible();
  });

  await test.step('a caption is saved on leaving the field, a label when changed, and both stay', async () => {
    await photoAt(card, 1).getByLabel('Caption').fill('Cracked switchboard');
    await photoAt(card, 1).getByLabel('Caption').blur();
    await photoAt(card, 2).getByLabel('Before or after').selectOption('after');
    await expect.poll(async () => (await (await page.request.get(`/api/quotes/${quoteId}/photos`)).json()) as unknown).toMatchObject([
      { caption: 'Cracked switchboard', label: 'before' },
      { caption: null, label: 'after' },
      {},
      {},
    ]);
    await page.reload();
    await expect(photoAt(card, 1).getByLabel('Caption')).toHaveValue('Cracked switchboard');
    await expect(photoAt(card, 2).getByLabel('Before or after')).toHaveValue('after');
  });

  await test.step('Move down takes the photo one place later', async () => {
    await expect(photoAt(card, 1).getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();
    await photoAt(card, 1).getByRole('button', { name: 'Move photo 1 down' }).click();
    await expect(photoAt(card, 2).getByLabel('Caption')).toHaveValue('Cracked switchboard');
    await expect(photoAt(card, 1).getByLabel('Caption')).toHaveValue('');
  });

  await test.step('a tap opens the photo at display size', async () => {
    await photoAt(card, 2).getByRole('button', { name: 'Open photo 2' }).click();
    const viewer = page.getByRole('dialog', { name: 'Photo 2 · Before' });
    const shown = viewer.getByRole('img', { name: 'Cracked switchboard' });
    await expect(shown).toHaveAttribute('src', /\/display$/);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'photos-02-opened', viewer);
    await viewer.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('the card at phone size is axe-clean, and every control a full-size tap target', async () => {
    await screenshot(page, 'photos-01-quote-details', card);
    await expectNoAxeViolations(page, 'quote details with photos');
    for (const control of await card.getByRole('button').all()) {
      const box = (await control.boundingBox())!;
      expect(Math.min(box.width, box.height), (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '').toBeGreaterThanOrEqual(44);
    }
  });

  await test.step('Remove photo asks first, then the photo is gone', async () => {
    await photoAt(card, 4).getByRole('button', { name: 'Remove photo 4' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove photo 4?' });
    await confirm.getByRole('button', { name: 'Remove photo' }).click();
    await expect(confirm).toBeHidden();
    await expect(card.getByText('3 of 20')).toBeVisible();
    await expect(photoAt(card, 4)).toHaveCount(0);
  });
});

test('photos chosen on New Quote go up once the quote is created, and show on Quote Details', async ({ page, baseURL }) => {
  const headers = { Origin: baseURL! };
  await ownerWithQuote(page, baseURL!, `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`);
  const client = await page.request.post('/api/clients', { headers, data: { name: 'Bob Hartley', email: 'bob.hartley@example.com' } });
  const { id: clientId } = (await client.json()) as { id: string };

  await page.goto(`/quote/new?clientId=${clientId}`);
  await expect(page.getByText('bob.hartley@example.com')).toBeVisible();
  await page.getByLabel('Title').fill('Hot water system');
  await pick(page, page.getByRole('button', { name: 'Choose photos' }), [photo('IMG_0101.png', [90, 90, 200]), photo('IMG_0102.png', [200, 90, 90])]);
  const toAdd = page.getByRole('list', { name: 'Photos to add' });
  await expect(toAdd.getByRole('listitem')).toHaveCount(2);
  await toAdd.getByRole('listitem', { name: 'Photo 2' }).getByLabel('Before or after').selectOption('after');
  await screenshot(page, 'photos-03-new-quote', page.getByRole('region', { name: 'Photos' }));
  await expectNoAxeViolations(page, 'new quote with photos to add');
  await page.getByRole('button', { name: 'Create Quote' }).click();

  await expect(page).toHaveURL(/\/quote\/[0-9a-f-]{36}\/details$/);
  const card = page.getByRole('region', { name: 'Photos', exact: true });
  await expect(photoAt(card, 2)).toBeVisible();
  await expect(photoAt(card, 1).getByLabel('Before or after')).toHaveValue('before');
  await expect(photoAt(card, 2).getByLabel('Before or after')).toHaveValue('after');
  const quoteId = /\/quote\/([0-9a-f-]{36})\/details/.exec(page.url())![1];
  const photos = (await (await page.request.get(`/api/quotes/${quoteId}/photos`)).json()) as { label: string }[];
  expect(photos.map(({ label }) => label)).toEqual(['before', 'after']);
});

test('the dashboard downloads none of the photo code: it comes with the screens that show photos', async ({ page, baseURL }) => {
  await ownerWithQuote(page, baseURL!, `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('article', { name: 'Zoe Nguyen: Switchboard upgrade' })).toBeVisible();
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((script) => script.includes('Take photo'))).toEqual([]);

  await page.getByRole('article', { name: 'Zoe Nguyen: Switchboard upgrade' }).getByRole('link', { name: 'Details' }).click();
  await expect(page.getByRole('button', { name: 'Take photo' })).toBeVisible();
  expect((await Promise.all(scripts)).some((script) => script.includes('Take photo'))).toBe(true);
});

/**
 * A photo the size a phone camera saves (4032×3024, about 3 MB as a JPEG): fine grain the
 * encoder cannot squeeze away, drawn and encoded by the browser itself.
 */
async function cameraSizedJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const grain = new OffscreenCanvas(1344, 1008);
    const pixels = grain.getContext('2d')!.createImageData(1344, 1008);
    for (let at = 0; at < pixels.data.length; at += 4) {
      const shade = 90 + Math.random() * 80;
      pixels.data.set([shade, shade * 0.9, shade * 0.8, 255], at);
    }
    grain.getContext('2d')!.putImageData(pixels, 0, 0);
    const photo = new OffscreenCanvas(4032, 3024);
    photo.getContext('2d')!.drawImage(grain, 0, 0, 4032, 3024);
    const blob = await photo.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** Sends `jpeg` with Take photo; the time until its thumbnail is in the list, and the progress seen on the way. */
async function timedUpload(page: Page, card: Locator, jpeg: Buffer, name: string, number: number) {
  const progress = new Set<number>();
  const started = Date.now();
  await pick(page, card.getByRole('button', { name: 'Take photo' }), [{ name, mimeType: 'image/jpeg', buffer: jpeg }]);
  // Read in one go in the page: the bar is gone the moment the photo is in the list.
  const look = () =>
    card.evaluate((region, file) => {
      const bar = region.querySelector(`[role="progressbar"][aria-label="Uploading ${file}"]`);
      return { percent: bar ? Number(bar.getAttribute('aria-valuenow')) : null, photos: region.querySelectorAll('ol > li').length };
    }, name);
  await expect
    .poll(
      async () => {
        const { percent, photos } = await look();
        if (percent !== null) progress.add(percent);
        return photos;
      },
      { timeout: 100_000, intervals: [200] },
    )
    .toBe(number);
  const seconds = (Date.now() - started) / 1000;
  const sentBytes = await page.evaluate(() => (window as unknown as { photoBytesSent: number }).photoBytesSent);
  return { seconds, progress: [...progress].sort((a, b) => a - b), sentMegabytes: sentBytes / 1024 / 1024 };
}

test("a camera-sized photo on the phone profile: its progress as it goes up, and how long it takes", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const quoteId = await ownerWithQuote(page, baseURL!, `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`);
  // Notes the size of the photo each upload carries (Playwright does not see a file's bytes in a multipart body).
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      const photo = body instanceof FormData ? body.get('photo') : null;
      if (photo instanceof File) (window as unknown as { photoBytesSent: number }).photoBytesSent = photo.size;
      return send.call(this, body);
    };
  });
  await page.goto(`/quote/${quoteId}/details`);
  const card = page.getByRole('region', { name: 'Photos', exact: true });
  const jpeg = await cameraSizedJpeg(page);
  const megabytes = jpeg.length / 1024 / 1024;

  const unthrottled = await timedUpload(page, card, jpeg, 'IMG_2001.JPG', 1);

  // Lighthouse's mobile profile: 150 ms round trips, 1.6 Mbps down, 750 Kbps up, a 4× slower CPU.
  const phone = await page.context().newCDPSession(page);
  await phone.send('Network.enable');
  await phone.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 });
  await phone.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const throttled = await timedUpload(page, card, jpeg, 'IMG_2002.JPG', 2);

  console.log(
    `photo upload, a ${megabytes.toFixed(2)} MB JPEG 4032×3024 sent as ${throttled.sentMegabytes.toFixed(2)} MB, chosen to thumbnail shown: ` +
      `${unthrottled.seconds.toFixed(1)} s unthrottled, ${throttled.seconds.toFixed(1)} s on the phone profile (progress seen: ${throttled.progress.join(', ')} %)`,
  );
  // Made the server's display size on the phone: a fraction of the camera's bytes went.
  expect(throttled.sentMegabytes).toBeLessThan(megabytes / 3);
  // The tradie watched it go: progress between nothing and done, more than once.
  expect(throttled.progress.filter((percent) => percent > 0 && percent < 100).length).toBeGreaterThan(1);
  expect(megabytes).toBeGreaterThan(1.5);
});

/** `jpeg` with an EXIF block saying "turn me 90° clockwise to show me" (orientation 6), as a phone held upright writes it. */
function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  const app0End = 4 + jpeg.readUInt16BE(4); // after SOI and the JFIF block the browser wrote
  return Buffer.concat([jpeg.subarray(0, app0End), Buffer.from([0xff, 0xe1]), length, body, jpeg.subarray(app0End)]);
}

test('a camera photo taken upright (EXIF orientation 6) shows upright after it is made smaller on the phone', async ({ page, baseURL }) => {
  const quoteId = await ownerWithQuote(page, baseURL!, `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`);
  await page.goto(`/quote/${quoteId}/details`);
  const card = page.getByRole('region', { name: 'Photos', exact: true });
  const landscape = await cameraSizedJpeg(page);
  await pick(page, card.getByRole('button', { name: 'Take photo' }), [{ name: 'IMG_3001.JPG', mimeType: 'image/jpeg', buffer: withExifOrientation(landscape, 6) }]);
  await photoAt(card, 1).getByRole('button', { name: 'Open photo 1' }).click();
  const shown = page.getByRole('dialog', { name: 'Photo 1 · Before' }).getByRole('img');
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1200, 1600]);
});

test('photos chosen on Edit AI Quote go up once the drafted quote is created', async ({ page, baseURL }) => {
  const headers = { Origin: baseURL! };
  await ownerWithQuote(page, baseURL!, `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`);
  const client = await page.request.post('/api/clients', { headers, data: { name: 'Bob Hartley', email: 'bob.hartley@example.com' } });
  const { id: clientId } = (await client.json()) as { id: string };

  await page.goto(`/quote/ai?clientId=${clientId}&clientName=Bob+Hartley&clientEmail=bob.hartley%40example.com`);
  await page.getByLabel('Job description').fill('Install 6 LED downlights in the kitchen and replace 2 double power points.');
  await page.getByRole('button', { name: 'Generate Quote' }).click();
  await expect(page.getByRole('heading', { name: 'Edit AI Quote' })).toBeVisible();
  await pick(page, page.getByRole('button', { name: 'Take photo' }), [photo('IMG_0201.png', [120, 60, 160])]);
  await expect(page.getByRole('list', { name: 'Photos to add' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Create Quote' }).click();

  await expect(page).toHaveURL(/\/quote\/[0-9a-f-]{36}\/details$/);
  await expect(photoAt(page.getByRole('region', { name: 'Photos', exact: true }), 1)).toBeVisible();
});

test('photos still to go keep going when the tradie leaves Quote Details, and show there on return', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const quoteId = await ownerWithQuote(page, baseURL!, `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`);
  await page.goto(`/quote/${quoteId}/details`);
  const card = page.getByRole('region', { name: 'Photos', exact: true });
  const jpeg = await cameraSizedJpeg(page);
  const slow = await page.context().newCDPSession(page);
  await slow.send('Network.enable');
  await slow.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 });

  await pick(page, card.getByRole('button', { name: 'Choose photos' }), [
    { name: 'IMG_4001.JPG', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'IMG_4002.JPG', mimeType: 'image/jpeg', buffer: jpeg },
  ]);
  await expect(card.getByRole('progressbar', { name: 'Uploading IMG_4001.JPG' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('article', { name: 'Zoe Nguyen: Switchboard upgrade' })).toBeVisible();

  await expect.poll(async () => ((await (await page.request.get(`/api/quotes/${quoteId}/photos`)).json()) as unknown[]).length, { timeout: 120_000 }).toBe(2);
  await page.getByRole('article', { name: 'Zoe Nguyen: Switchboard upgrade' }).getByRole('link', { name: 'Details' }).click();
  await expect(photoAt(card, 2)).toBeVisible();
  await expect(card.getByRole('list', { name: 'Uploading' })).toHaveCount(0);
});

test('a photo taken with no signal goes by itself when the signal is back', async ({ page, baseURL }) => {
  const quoteId = await ownerWithQuote(page, baseURL!, `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`);
  await page.goto(`/quote/${quoteId}/details`);
  const card = page.getByRole('region', { name: 'Photos', exact: true });
  await expect(card.getByRole('button', { name: 'Take photo' })).toBeVisible();

  await page.context().setOffline(true);
  await pick(page, card.getByRole('button', { name: 'Take photo' }), [photo('IMG_5001.png', [20, 140, 140])]);
  await expect(card.getByRole('alert')).toHaveText('IMG_5001.png did not upload: the connection dropped');
  await page.context().setOffline(false);
  await expect(photoAt(card, 1)).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);
});
