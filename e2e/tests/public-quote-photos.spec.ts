import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ownerWithQuote } from './owner-quote.ts';
import { solidPng } from './png.ts';

// The client's page at 390×844 with a quote's job photos. They sit after the
// items as lazy thumbnails of a set size, at the fold even on a short quote, so the quote's
// text stays the largest paint and nothing moves as they arrive; a tap opens one at
// display size; axe-clean with both labels.

const PHOTOS = [
  { label: 'before', caption: 'Cracked switchboard in the garage', colour: [180, 83, 9] },
  { label: 'before', caption: null, colour: [120, 113, 108] },
  { label: 'after', caption: 'New board with four RCDs', colour: [21, 128, 61] },
] as const;

test("the client's quote page shows the job photos below the fold, still, labelled, each opening at display size", async ({ page, browser, baseURL }) => {
  const quoteId = await ownerWithQuote(page, baseURL!, `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`);
  for (const photo of PHOTOS) {
    const added = await page.request.post(`/api/quotes/${quoteId}/photos`, {
      headers: { Origin: baseURL! },
      multipart: {
        label: photo.label,
        ...(photo.caption ? { caption: photo.caption } : {}),
        photo: { name: 'IMG_0001.PNG', mimeType: 'image/png', buffer: solidPng(1200, 900, [...photo.colour]) },
      },
    });
    expect(added.status()).toBe(201);
  }
  expect((await page.request.post(`/api/quotes/${quoteId}/send`, { headers: { Origin: baseURL! }, data: {} })).status()).toBe(200);

  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await client.newPage();
  // Every layout shift from the start, and the largest paint.
  await phone.addInitScript(() => {
    const seen = { shift: 0, largest: '' };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) seen.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
      seen.largest = last.element?.tagName ?? '';
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await phone.goto(`/quote/${quoteId}`);
  const photos = phone.getByRole('list').filter({ has: phone.getByRole('img') }).getByRole('img');

  await test.step('lazy, at the fold or below it, and the largest paint stays the quote’s text once those in view have loaded', async () => {
    await expect(photos).toHaveCount(3);
    expect(await photos.evaluateAll((images) => images.map((img) => [img.getAttribute('loading'), img.getAttribute('decoding')]))).toEqual(
      Array(3).fill(['lazy', 'async']),
    );
    // A short quote (two lines, no description): the first row just shows at the bottom of the screen.
    const tops = await photos.evaluateAll((images) => images.map((img) => img.getBoundingClientRect().top));
    expect(Math.min(...tops)).toBeGreaterThan(844 - 156 / 2);
    for (const image of await photos.all()) {
      if ((await image.evaluate((img) => img.getBoundingClientRect().top)) < 844) {
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }
    }
    expect(await phone.evaluate(() => (window as unknown as { seen: { largest: string } }).seen.largest)).toBe('H1');
  });

  await test.step('scrolled to, each shows, labelled and captioned, and nothing moved', async () => {
    await phone.getByRole('heading', { name: 'Photos' }).scrollIntoViewIfNeeded();
    for (const image of await photos.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    expect(await photos.evaluateAll((images) => images.map((img) => img.getAttribute('alt')))).toEqual(['Cracked switchboard in the garage', 'Before photo 2', 'New board with four RCDs']);
    await expect(phone.getByText('After', { exact: true })).toBeVisible();
    expect(await phone.evaluate(() => (window as unknown as { seen: { shift: number } }).seen.shift)).toBe(0);
    await expectNoAxeViolations(phone, "the client's quote page with photos");
  });

  await test.step('a tap opens the photo at display size', async () => {
    const opened = phone.waitForResponse((response) => response.url().endsWith('/display'));
    await photos.nth(2).click();
    const display = await opened;
    expect(display.status()).toBe(200);
    expect(display.headers()['content-type']).toBe('image/jpeg');
    expect(display.headers()['cache-control']).toMatch(/^private, max-age=\d+$/);
  });
  await client.close();
});
