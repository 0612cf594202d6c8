import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { untilQuoteChargesGst } from './gst.ts';

// Job notes to a right quote in under a minute, priced from the tradie's own
// price book, and the book itself in Settings.

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

function toast(page: Page, title: string) {
  return page.getByRole('status').filter({ hasText: title }).first();
}

interface Client {
  clientId: string;
  clientName: string;
  clientEmail: string;
}

/** A new GST-registered owner at $95 an hour with one client, signed in in this page's context. */
async function newOwner(page: Page, baseURL: string): Promise<Client> {
  const headers = { Origin: baseURL };
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/login', { headers, data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } })).status()).toBe(200);
  const business = await page.request.post('/api/business', {
    headers,
    data: { name: 'Sparky Dave Electrical', email: 'office@sparkydave.com.au', defaultHourlyRate: 95, applyGST: true },
  });
  expect(business.status()).toBe(201);
  const clientEmail = `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const client = await page.request.post('/api/clients', { headers, data: { name: 'Zoe Nguyen', email: clientEmail } });
  expect(client.status()).toBe(201);
  return { clientId: ((await client.json()) as { id: string }).id, clientName: 'Zoe Nguyen', clientEmail };
}

/** One sent quote, so the price book has learned its lines: LED downlights at $31.00 each. */
async function sendEarlierQuote(page: Page, baseURL: string, client: Client) {
  const headers = { Origin: baseURL };
  const created = await page.request.post('/api/quotes', {
    headers,
    data: {
      ...client,
      title: 'Lounge lights',
      items: [
        { description: 'Electrician', quantity: 2, unitPrice: 95, type: 'labor' },
        { description: 'LED downlight', quantity: 4, unitPrice: '31.00', type: 'materials' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await untilQuoteChargesGst(page.request, id);
  expect((await page.request.post(`/api/quotes/${id}/send`, { headers, data: {} })).status()).toBe(200);
  await expect
    .poll(async () => ((await (await page.request.get('/api/price-book?search=downlight')).json()) as { items: { unitPrice: string }[] }).items[0]?.unitPrice)
    .toBe('31.00');
}

test('job notes to a sent quote priced from the price book, counting taps and seconds (390×844)', async ({ page, baseURL }) => {
  const client = await newOwner(page, baseURL!);
  await sendEarlierQuote(page, baseURL!, client);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // Every tap the tradie makes from the Dashboard to Sent goes through here.
  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };
  const started = Date.now();

  await test.step('job notes typed on Generate New Quote', async () => {
    await tap(page.getByRole('link', { name: 'Generate Quick Quote' }));
    await expect(page.getByRole('heading', { name: 'Generate New Quote' })).toBeVisible();
    taps += 1;
    await page.getByLabel('Client').selectOption(client.clientId);
    await tap(page.getByLabel('Job description'));
    await page.getByLabel('Job description').fill('Install 6 LED downlights in the lounge and replace 2 double power points. 20 km from town.');
    await tap(page.getByRole('button', { name: 'Generate Quote' }));
  });

  await test.step('the drafted lines say where their prices came from', async () => {
    await expect(page.getByRole('heading', { name: 'Edit AI Quote' })).toBeVisible();
    await tap(page.getByRole('button', { name: /^Materials/ }));
    const downlights = page.getByRole('group', { name: /^Materials line/ }).filter({ hasText: 'Your price' });
    await expect(downlights.getByLabel('Description')).toHaveValue(/downlight/i);
    await expect(downlights.getByLabel('Unit price ($)')).toHaveValue('31.00');
    await expect(downlights.getByLabel('Quantity')).toHaveValue('6');
    await expect(page.getByText('Typical price — check').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Materials/ })).toContainText('to check');
    await expectNoAxeViolations(page, 'Edit AI Quote with price sources');
    await screenshot(page, 'price-book-01-edit-ai-quote-sources');
    await tap(page.getByRole('button', { name: 'Create Quote' }));
  });

  await test.step('created, then sent', async () => {
    await expect(toast(page, 'Quote created successfully')).toBeVisible();
    await tap(page.getByRole('button', { name: 'Send by email', exact: true }));
    await expect(toast(page, 'Quote Sent')).toBeVisible();
  });

  const seconds = (Date.now() - started) / 1000;
  console.log(`Dashboard → Sent: ${taps} taps, ${seconds.toFixed(1)} s`);
  expect(seconds).toBeLessThan(60);
});

test('Settings → Price book: add, set what an item always goes with, hide, export, and import a CSV with a bad row', async ({ page, baseURL }) => {
  await sendEarlierQuote(page, baseURL!, await newOwner(page, baseURL!));

  await test.step('reached from Settings, most used first', async () => {
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Quotes and reminders' }).click();
    await page.getByRole('link', { name: 'Price book' }).click();
    await expect(page.getByRole('heading', { name: 'Price book' })).toBeVisible();
    await expect(page.getByText('LED downlight', { exact: true })).toBeVisible();
    await expect(page.getByText('$31.00')).toBeVisible();
  });

  await test.step('an item added', async () => {
    await page.getByRole('button', { name: 'Add item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add item' });
    await dialog.getByLabel('Description').fill('Smoke alarm 240V');
    await dialog.getByLabel('Unit price ($)').fill('68.50');
    await dialog.getByLabel('Unit (optional)').fill('each');
    await dialog.getByRole('button', { name: 'Save item' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Smoke alarm 240V', { exact: true })).toBeVisible();
    await expect(page.getByText('$68.50 / each')).toBeVisible();
    await expectNoAxeViolations(page, 'Price book');
    await screenshot(page, 'price-book-02-settings');
  });

  await test.step('an item that always goes with switchboard work', async () => {
    await page.getByRole('button', { name: 'Add item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add item' });
    await dialog.getByLabel('Description').fill('Certificate of compliance');
    await dialog.getByLabel('Type').selectOption('other');
    await dialog.getByLabel('Unit price ($)').fill('65');
    const alwaysWith = dialog.getByLabel('Always add with work on…');
    await expect(dialog.getByText('e.g. switchboard, meter box')).toBeVisible();
    await alwaysWith.fill('switchboard, '.repeat(17));
    await dialog.getByRole('button', { name: 'Save item' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The work it goes with must be at most 200 characters');
    await alwaysWith.fill('switchboard, meter box');
    await dialog.getByRole('button', { name: 'Save item' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Always added with work on switchboard, meter box')).toBeVisible();
  });

  await test.step('hidden, then seen again with Show hidden', async () => {
    await page.getByRole('button', { name: 'Hide Smoke alarm 240V' }).click();
    await expect(page.getByText('Smoke alarm 240V', { exact: true })).toBeHidden();
    await page.getByRole('checkbox', { name: 'Show hidden' }).click();
    await expect(page.getByRole('button', { name: 'Show Smoke alarm 240V' })).toBeVisible();
  });

  await test.step('exported as CSV', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('price-book.csv');
    const csv = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text.split(/\r?\n/)[0]).toBe('description,type,unit_price,unit,times_used,last_used,always_with');
    expect(text).toContain('LED downlight');
    expect(text).toContain('Certificate of compliance,other,65.00,,0,,"switchboard, meter box"');
  });

  await test.step('a CSV imported: good rows kept, the bad one named by its line', async () => {
    const csv = ['description,type,unit_price,unit,times_used,last_used', 'Ceiling fan,materials,189.00,each,,', 'LED downlight,materials,33.00,each,,', 'Mystery item,materials,lots,,,'].join('\n');
    await page.getByLabel('CSV file to import').setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const result = page.getByRole('status').filter({ hasText: 'Imported' });
    await expect(result).toContainText('Imported 1, updated 1');
    await expect(result).toContainText(/Line 4: /);
    await expect(page.getByText('Ceiling fan', { exact: true })).toBeVisible();
    await expect(page.getByText('$33.00 / each')).toBeVisible();
    await expectNoAxeViolations(page, 'Price book after an import');
    await screenshot(page, 'price-book-03-imported');
  });
});

test('A rule of the price book: switchboard work drafts with the certificate the business always adds', async ({ page, baseURL }) => {
  const client = await newOwner(page, baseURL!);
  const rule = { description: 'Certificate of compliance', type: 'other', unitPrice: '65.00', alwaysWith: 'switchboard, meter box' };
  expect((await page.request.post('/api/price-book', { headers: { Origin: baseURL! }, data: rule })).status()).toBe(201);
  await page.goto(`/quote/ai?clientId=${client.clientId}&clientName=Zoe+Nguyen&clientEmail=${encodeURIComponent(client.clientEmail)}`);
  await page.getByLabel('Job description').fill('Replace the old switchboard with a new 12 pole board and 4 RCBOs');
  await page.getByRole('button', { name: 'Generate Quote' }).click();
  await expect(page.getByRole('heading', { name: 'Edit AI Quote' })).toBeVisible();
  await page.getByRole('button', { name: /^Other/ }).click();
  const certificate = page.getByRole('group', { name: /^Other line/ }).filter({ hasText: 'with any switchboard or meter box work — your rule' });
  await expect(certificate.getByLabel('Description')).toHaveValue('Certificate of compliance');
  await expect(certificate).toContainText('Your price');
  await screenshot(page, 'price-book-06-rule-line');
});

test('Hold to talk: what is said lands after the typed job notes, by finger or keyboard', async ({ page, baseURL }) => {
  // The app has no OpenAI here, so the button uses the browser's own speech recognition;
  // Chromium's needs Google's servers, so a stand-in engine hears one phrase per hold.
  await page.addInitScript(() => {
    class HeardOnePhrase {
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {}
      stop() {
        setTimeout(() => {
          this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: 'and three on the deck' } }] });
          this.onend?.();
        }, 50);
      }
    }
    // Current Chromium has the unprefixed name too.
    Object.assign(window, { SpeechRecognition: HeardOnePhrase, webkitSpeechRecognition: HeardOnePhrase });
  });
  const client = await newOwner(page, baseURL!);
  await page.goto(`/quote/ai?clientId=${client.clientId}&clientName=Zoe+Nguyen&clientEmail=${encodeURIComponent(client.clientEmail)}`);
  const notes = page.getByLabel('Job description');
  await notes.fill('Six downlights in the lounge');
  const talk = page.getByRole('button', { name: 'Hold to talk' });
  await expect(talk).toHaveAttribute('aria-pressed', 'false');

  await talk.hover();
  await page.mouse.down();
  await expect(talk).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Listening' })).toBeVisible();
  await expectNoAxeViolations(page, 'Generate New Quote while listening');
  await screenshot(page, 'price-book-05-hold-to-talk');
  await page.mouse.up();
  await expect(notes).toHaveValue('Six downlights in the lounge and three on the deck');
  await expect(talk).toHaveAttribute('aria-pressed', 'false');

  await talk.focus();
  await page.keyboard.down(' ');
  await expect(talk).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.up(' ');
  await expect(notes).toHaveValue('Six downlights in the lounge and three on the deck and three on the deck');
});

test('Typing less: a new line suggests the price book as it is typed, by keyboard or a tap', async ({ page, baseURL }) => {
  await sendEarlierQuote(page, baseURL!, await newOwner(page, baseURL!));
  await page.goto('/quote/new');
  await page.getByRole('button', { name: /^Materials/ }).click();
  await page.getByRole('button', { name: 'Add material' }).click();
  const line = page.getByRole('group', { name: 'Materials line 1' });
  const description = line.getByRole('combobox', { name: 'Description' });

  await description.pressSequentially('downl');
  const suggestions = page.getByRole('listbox', { name: 'From your price book' });
  await expect(suggestions.getByRole('option')).toHaveText([/LED downlight\s*\$31\.00/]);
  await expect(description).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page, 'New Quote with price-book suggestions');
  await screenshot(page, 'price-book-04-suggestions');
  await description.press('ArrowDown');
  await expect(suggestions.getByRole('option', { name: /LED downlight/ })).toHaveAttribute('aria-selected', 'true');
  await description.press('Enter');
  await expect(description).toHaveValue('LED downlight');
  await expect(line.getByLabel('Unit price ($)')).toHaveValue('31.00');
  await expect(line).toContainText('Your price');
  await expect(suggestions).toBeHidden();
  // A price typed over it is the tradie's own, no longer the book's.
  await line.getByLabel('Unit price ($)').fill('29.50');
  await expect(line).not.toContainText('Your price');

  // A labour line is offered the book's labour, by a tap.
  await page.getByRole('button', { name: /^Labour/ }).click();
  await page.getByRole('button', { name: 'Add labour' }).click();
  const labour = page.getByRole('group', { name: 'Labour line 1' });
  await labour.getByRole('combobox', { name: 'Description' }).pressSequentially('electr');
  await page.getByRole('option', { name: /Electrician/ }).click();
  await expect(labour.getByRole('combobox', { name: 'Description' })).toHaveValue('Electrician');
  await expect(labour.getByLabel('Rate ($)')).toHaveValue('95.00');
});
