import path from 'node:path';
import { copyFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pdfImagesPerPage, pdfText } from '@cobber/contracts/documents/reading';
import { expectFocusVisible, expectNoAxeViolations } from './axe.ts';
import { ownerWithQuote } from './owner-quote.ts';

// Job photos at 390x844: a Before photo taken on Quote Details (through the phone's file
// chooser) reaches the client's page and the quote's PDF; a receipt made with a Before
// photo shows it on its card under the 'Photos' badge.

const artifacts = path.join(import.meta.dirname, '..', 'artifacts');
const screenshots = path.join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

/** Kept in the artifacts and in docs/screenshots; a sheet open, as the phone's screen shows it. */
async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  const saved = path.join(artifacts, `job-photos-${name}.png`);
  await page.screenshot({ path: saved, fullPage });
  await copyFile(saved, path.join(screenshots, `${name}.png`));
}

function toast(page: Page, title: string) {
  return page.getByRole('status').filter({ hasText: title }).first();
}

/** Seen, then gone by itself, so it covers nothing in the screenshot after. */
async function untilToastGone(page: Page, title: string) {
  await expect(toast(page, title)).toBeVisible();
  await expect(page.locator('li').filter({ hasText: title })).toHaveCount(0);
}

/**
 * A photo as a phone camera makes one: a JPEG, 1600×1200, drawn and encoded by the
 * browser itself (a cracked switchboard it is not, but a real JPEG the server must read).
 */
async function cameraJpeg(page: Page, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (fill) => {
    const canvas = new OffscreenCanvas(1600, 1200);
    const draw = canvas.getContext('2d')!;
    const sky = draw.createLinearGradient(0, 0, 1600, 1200);
    sky.addColorStop(0, fill);
    sky.addColorStop(1, '#1c1917');
    draw.fillStyle = sky;
    draw.fillRect(0, 0, 1600, 1200);
    draw.fillStyle = '#e7e5e4';
    for (let breaker = 0; breaker < 12; breaker++) draw.fillRect(200 + breaker * 100, 400, 60, 300);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, colour);
  return Buffer.from(base64, 'base64');
}

/** Each of the images has been fetched and decoded (not a broken icon). */
async function expectImagesShown(images: Locator, count: number) {
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
}

test('a photo taken on Quote Details reaches the client’s page and the quote PDF; a receipt with a Before photo shows it', async ({ page, browser, baseURL }) => {
  const clientEmail = `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const quoteId = await ownerWithQuote(page, baseURL!, clientEmail);
  const switchboard = await cameraJpeg(page, '#b45309');

  await test.step('the owner takes a photo on Quote Details', async () => {
    await page.goto(`/quote/${quoteId}/details`);
    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Take photo' }).click();
    const chooser = await choosing;
    // The camera, not the gallery: the input asks for capture.
    expect(await chooser.element().getAttribute('capture')).toBe('environment');
    await chooser.setFiles({ name: 'switchboard.jpg', mimeType: 'image/jpeg', buffer: switchboard });
    await expectImagesShown(page.getByRole('list', { name: 'Photos' }).getByRole('img', { name: 'Before photo' }), 1);
    await expectNoAxeViolations(page, 'Quote Details with a photo');
    await screenshot(page, 'quote-details-photo');
  });

  await test.step('the quote is sent by email', async () => {
    await page.getByRole('button', { name: 'Send by email', exact: true }).click();
    await expect(toast(page, 'Quote Sent')).toBeVisible();
  });

  await test.step("the client's page shows the photo", async () => {
    const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await client.newPage();
    await phone.goto(`/quote/${quoteId}`);
    await expect(phone.getByRole('heading', { name: 'Switchboard upgrade' })).toBeVisible();
    await expectImagesShown(phone.getByRole('img', { name: 'Before photo 1' }), 1);
    await expectNoAxeViolations(phone, "the client's quote page with a photo");
    await screenshot(phone, 'public-quote-photo');
    await client.close();
  });

  await test.step('the quote PDF has a photos page with the photo', async () => {
    const pdf = await page.request.get(`/api/quotes/${quoteId}/pdf`);
    expect(pdf.status()).toBe(200);
    const bytes = await pdf.body();
    const { text } = await pdfText(bytes);
    expect(text).toContain('Photos');
    // The business has no logo: the quote's pages draw no image, the photos page the one photo.
    const images = await pdfImagesPerPage(bytes);
    expect(images.at(-1)).toBe(1);
    expect(images.slice(0, -1).every((count) => count === 0)).toBe(true);
  });

  await test.step('a receipt made on Receipts with a Before photo shows it on its card', async () => {
    await page.goto('/receipts');
    await page.getByRole('button', { name: 'New Receipt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Receipt' });
    await dialog.getByLabel('Client name').fill('Zoe Nguyen');
    await dialog.getByLabel('Amount ($)').fill('1100');
    await dialog.getByLabel('Payment method').selectOption('Bank Transfer');
    await dialog.getByLabel('Description').fill('Switchboard upgrade');
    // Chosen before the receipt has an id: held on the phone, sent once it is made.
    const choosing = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose photos' }).click();
    await (await choosing).setFiles({ name: 'before.jpg', mimeType: 'image/jpeg', buffer: switchboard });
    await expect(dialog.getByRole('list', { name: 'Photos to add' }).getByRole('listitem')).toHaveCount(1);
    await expectNoAxeViolations(page, 'Create Receipt with a photo to add');
    // A slow link: the sheet stays open while the photo goes (closed, it would never be sent).
    const link = await page.context().newCDPSession(page);
    await link.send('Network.enable');
    await link.send('Network.emulateNetworkConditions', { offline: false, latency: 1500, downloadThroughput: 200_000, uploadThroughput: 20_000 });
    await dialog.getByRole('button', { name: 'Create Receipt' }).click();
    await expect(toast(page, 'Receipt Created')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('1 photo is still uploading: this closes once it is up.');
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeVisible();
    await expectImagesShown(dialog.getByRole('list', { name: 'Photos' }).getByRole('img', { name: 'Before photo' }), 1);
    await link.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await expect(page.locator('li').filter({ hasText: 'Receipt Created' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'Create Receipt, its photos sent');
    await screenshot(page, 'create-receipt-photos', { fullPage: false });
    await dialog.getByRole('button', { name: 'Done' }).click();

    const card = page.getByRole('listitem').filter({ hasText: 'REC-0001' });
    await expect(card.getByText('Photos', { exact: true })).toBeVisible();
    await expectImagesShown(card.getByRole('img', { name: 'Before photo, REC-0001: open its photos' }), 1);
    await expectNoAxeViolations(page, 'Receipts with a Before photo');
    // The thumbnail is a control: its focus shows, as the card's buttons' does.
    await expectFocusVisible(page, 'Receipts with a Before photo', 12);
    await screenshot(page, 'receipt-card-photos');
    await card.getByRole('button', { name: 'Before photo, REC-0001: open its photos' }).click();
    const photos = page.getByRole('dialog', { name: 'Photos, REC-0001' });
    await expectImagesShown(photos.getByRole('list', { name: 'Photos' }).getByRole('img', { name: 'Before photo' }), 1);
    await expectNoAxeViolations(page, "a receipt's photos");
    await photos.getByRole('button', { name: 'Close' }).last().click();

    // A draft's Edit has its photos too.
    await card.getByRole('button', { name: 'Edit' }).click();
    const editing = page.getByRole('dialog', { name: 'Edit REC-0001' });
    await expectImagesShown(editing.getByRole('list', { name: 'Photos' }).getByRole('img', { name: 'Before photo' }), 1);
    await expectNoAxeViolations(page, 'Edit receipt with its photos');
    await editing.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(editing).toBeHidden();
  });

  await test.step('after Mark as paid, Add photos puts an After photo on the receipt it made, which shows no Before badge', async () => {
    const invoice = await page.request.post(`/api/quotes/${quoteId}/create-invoice`, { headers: { Origin: baseURL! }, data: {} });
    expect(invoice.status()).toBe(201);
    await page.goto(`/invoice/${((await invoice.json()) as { id: string }).id}`);
    await page.getByRole('button', { name: 'Mark as paid' }).click();
    await untilToastGone(page, 'Payment Recorded');
    await page.getByRole('button', { name: 'Add photos' }).click();
    const photos = page.getByRole('dialog', { name: 'Photos, REC-0002' });
    await photos.getByText('After', { exact: true }).click();
    const choosing = page.waitForEvent('filechooser');
    await photos.getByRole('button', { name: 'Take photo' }).click();
    await (await choosing).setFiles({ name: 'after.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(page, '#15803d') });
    await expectImagesShown(photos.getByRole('list', { name: 'Photos' }).getByRole('img', { name: 'After photo' }), 1);
    await expectNoAxeViolations(page, 'Invoice Details, the paid receipt’s photos');
    await screenshot(page, 'mark-paid-after-photo', { fullPage: false });
    await photos.getByRole('button', { name: 'Close' }).last().click();

    await page.goto('/receipts');
    const card = page.getByRole('listitem').filter({ hasText: 'REC-0002' });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    // The badge and thumbnail are the first Before photo's: an After photo alone shows neither.
    await expect(card.getByText('Photos', { exact: true })).toHaveCount(0);
    await expect(card.getByRole('img')).toHaveCount(0);

    // Sent, the receipt still takes photos, under Photos.
    await card.getByRole('button', { name: 'Email' }).click();
    await expect(card.getByText('Sent', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Photos' }).click();
    const sent = page.getByRole('dialog', { name: 'Photos, REC-0002' });
    await expectImagesShown(sent.getByRole('list', { name: 'Photos' }).getByRole('img', { name: 'After photo' }), 1);
    await expectNoAxeViolations(page, "a sent receipt's photos");
  });
});
