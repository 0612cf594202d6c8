import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cameraShot } from '@cobber/documents/photos/testing';
import { chromium, type Browser } from '@playwright/test';
// The journeys' PNG maker, so the bench's tradie has a logo like a real one.
import { solidPng } from '../../e2e/tests/png.ts';
import { gzippedBytes } from './bundles.bench.ts';
import { startChild } from './processes.ts';
import { newClient, signUp, type Session } from './session.ts';

const RUNS = 5;

/** Lighthouse's mobile profile: a mid-range phone (4× CPU slowdown) on slow 4G. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/** The tradie's business: a logo, brand colours from it, GST and bank details. */
async function setUpBusiness(owner: Session, base: string): Promise<void> {
  const logo = new FormData();
  logo.append('logo', new Blob([new Uint8Array(solidPng(96, 96, [30, 58, 138]))], { type: 'image/png' }), 'logo.png');
  const uploaded = await fetch(`${base}/api/business/upload-logo`, { method: 'POST', headers: { cookie: owner.cookie, origin: base }, body: logo });
  const { logoUrl, brandColors } = (await uploaded.json()) as { logoUrl: string; brandColors: Record<string, string> };
  await expectStatus(
    owner.post('/api/business', {
      name: 'Sparky Dave Electrical',
      email: 'office@sparkydave.com.au',
      phone: '0412 345 678',
      logoUrl,
      brandColors,
      applyGST: true,
      bankName: 'Commonwealth Bank',
      bsb: '062-000',
      accountNumber: '12345678',
      accountName: 'Sparky Dave Pty Ltd',
    }),
    201,
  );
}

const LINES = ['Switchboard upgrade labour', 'RCD safety switches', 'Main switch', 'Surge protector', 'Smoke alarms (240V)', 'Cabling', 'Compliance certificate', 'Waste removal'];

/**
 * A tradie's sent quote as a client receives it: logo, description, eight lines, GST, and
 * `photos` job photos; `short`: one line and no description, the least above the photos.
 */
async function sentQuote(owner: Session, base: string, { photos = 0, short = false } = {}): Promise<string> {
  const lines = short ? LINES.slice(0, 1) : LINES;
  const created = await expectStatus(
    owner.post('/api/quotes', {
      clientId: await newClient(owner),
      clientName: 'Zoe Nguyen',
      clientEmail: 'zoe@example.com',
      title: 'Switchboard upgrade and smoke alarms',
      ...(short ? {} : { description: 'Replace the ceramic fuse board with a new switchboard, four RCDs and a surge protector; fit interconnected smoke alarms in every bedroom and the hallway, as the 2022 QLD rules require.' }),
      items: lines.map((description, n) => ({ description, quantity: (n % 3) + 1, unitPrice: `${(45 + n * 37.5).toFixed(2)}`, type: n === 0 ? 'labor' : 'materials' })),
    }),
    201,
  );
  const { id } = (await created.json()) as { id: string };
  for (let n = 0; n < photos; n++) await addPhoto(owner, base, id, n);
  await expectStatus(owner.post(`/api/quotes/${id}/send`, {}), 200);
  return id;
}

/** A phone camera's photo (2000×1500 JPEG) added through the gateway, Before and After in turn. */
async function addPhoto(owner: Session, base: string, quoteId: string, n: number): Promise<void> {
  const form = new FormData();
  form.append('label', n % 2 === 0 ? 'before' : 'after');
  form.append('caption', `Switchboard, view ${n + 1}`);
  form.append('photo', new Blob([new Uint8Array(await cameraShot(2000, 1500).jpeg({ quality: 85 }).toBuffer())], { type: 'image/jpeg' }), `IMG_00${n + 10}.JPG`);
  await expectStatus(fetch(`${base}/api/quotes/${quoteId}/photos`, { method: 'POST', headers: { cookie: owner.cookie, origin: base }, body: form }), 201);
}

/** The same job invoiced and sent: the page a client opens from the invoice email. */
async function sentInvoice(owner: Session, quoteId: string): Promise<string> {
  // The invoices service learns the quote from its events.
  for (let attempt = 0; ; attempt++) {
    const created = await owner.post(`/api/quotes/${quoteId}/create-invoice`, {});
    if (created.ok) {
      const { id } = (await created.json()) as { id: string };
      await expectStatus(owner.post(`/api/invoices/${id}/send`, {}), 200);
      return id;
    }
    if (attempt === 50) throw new Error(`create-invoice: ${created.status} ${await created.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function expectStatus(pending: Promise<Response>, status: number): Promise<Response> {
  const response = await pending;
  if (response.status !== status) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response;
}

interface Load {
  lcp: number;
  /** What the largest paint was of: a tag and the start of its text, or an image's address. */
  lcpElement: string;
  scripts: string[];
  /** Images the page fetched during the load (lazy ones only once near the screen). */
  images: number;
  /** How far down the page the first lazy image starts, in CSS pixels (the screen is 844 tall); null without one. */
  firstLazyImageTop: number | null;
}

/** One fresh-cache load: its Largest Contentful Paint (ms), what it painted, and the scripts and images it fetched. */
async function load(browser: Browser, url: string, throttled: boolean): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttled) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  const scripts: string[] = [];
  let images = 0;
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script') scripts.push(response.url());
    if (type === 'image') images++;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const { lcp, lcpElement } = await page.evaluate(
    () =>
      new Promise<{ lcp: number; lcpElement: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null; url: string };
          const element = last.element;
          const described = element ? `<${element.tagName.toLowerCase()}> ${last.url || (element.textContent ?? '').trim().slice(0, 24)}` : last.url;
          resolve({ lcp: last.startTime, lcpElement: described });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const firstLazyImageTop = await page.evaluate(() => document.querySelector('img[loading="lazy"]')?.getBoundingClientRect().top ?? null);
  await context.close();
  return { lcp, lcpElement, scripts, images, firstLazyImageTop };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function lcpOf(browser: Browser, url: string, throttled: boolean): Promise<{ median: number; runs: number[]; last: Load }> {
  const runs: number[] = [];
  let last: Load | undefined;
  for (let run = 0; run < RUNS; run++) {
    last = await load(browser, url, throttled);
    runs.push(last.lcp);
  }
  return { median: median(runs), runs, last: last! };
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-AU')} ms`;

async function measurePage(browser: Browser, title: string, url: string): Promise<void> {
  const unthrottled = await lcpOf(browser, url, false);
  const throttled = await lcpOf(browser, url, true);
  const { scripts, images, lcpElement } = throttled.last;
  const scriptBytes = (await Promise.all(scripts.map(gzippedBytes))).reduce((a, b) => a + b, 0);
  const htmlBytes = await gzippedBytes(url);

  console.log(`\n${title}, fresh cache, 390×844`);
  console.log(`gzipped JS a phone downloads      ${(scriptBytes / 1024).toFixed(1).padStart(7)} KB in ${scripts.length} files  (aim ≤ 150 KB)`);
  console.log(`gzipped HTML (content, CSS, data) ${(htmlBytes / 1024).toFixed(1).padStart(7)} KB`);
  console.log(`LCP unthrottled (baseline)        ${ms(unthrottled.median).padStart(9)}  median of ${RUNS}: ${unthrottled.runs.map(ms).join(', ')}`);
  console.log(
    `LCP 4× CPU, slow 4G               ${ms(throttled.median).padStart(9)}  median of ${RUNS}: ${throttled.runs.map(ms).join(', ')}  (aim ≤ 2,000 ms; ×${(throttled.median / unthrottled.median).toFixed(1)} the baseline)`,
  );
  console.log(`LCP element (4× CPU, slow 4G)     ${lcpElement}; ${images} image${images === 1 ? '' : 's'} fetched by network idle`);
}

const PAIRED_RUNS = 9;

/**
 * The quote page with six job photos beside the same page with none, loaded in
 * turn (one of each, nine times) on the slow phone, so both see the same machine load.
 */
async function comparePhotos(browser: Browser, title: string, withoutUrl: string, withUrl: string): Promise<void> {
  const loads: Record<'none' | 'six', Load[]> = { none: [], six: [] };
  for (let run = 0; run < PAIRED_RUNS; run++) {
    loads.none.push(await load(browser, withoutUrl, true));
    loads.six.push(await load(browser, withUrl, true));
  }
  console.log(`\n${title} with six job photos beside none, 4× CPU, slow 4G, 390×844, in turn`);
  for (const [name, runs] of [['no photos ', loads.none], ['six photos', loads.six]] as const) {
    const lcps = runs.map((run) => run.lcp);
    const elements = [...new Set(runs.map((run) => run.lcpElement))].join(' | ');
    console.log(`LCP ${name}  ${ms(median(lcps)).padStart(9)}  median of ${PAIRED_RUNS}: ${lcps.map(ms).join(', ')}`);
    const top = runs.at(-1)!.firstLazyImageTop;
    console.log(`  LCP element ${elements}; images fetched by network idle: ${runs.at(-1)!.images}${top === null ? '' : `; first thumbnail ${Math.round(top)} px down (screen 844)`}`);
  }
  const difference = median(loads.six.map((run) => run.lcp)) - median(loads.none.map((run) => run.lcp));
  console.log(`LCP six photos − none   ${ms(difference).padStart(9)} (medians)`);
}

/**
 * What a client's phone downloads for the public quote and invoice
 * pages, and their Largest Contentful Paint under Lighthouse's mobile profile against
 * the same page unthrottled; and the quote page with six job photos beside it.
 */
export async function benchPublicPage(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cobber-bench-'));
  const app = await startChild<{ url: string }>('./app-process.ts', [], { ...process.env, DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: '54393' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const base = app.info.url;
    const owner = await signUp(base);
    await setUpBusiness(owner, base);
    const quoteId = await sentQuote(owner, base);
    await measurePage(browser, 'Public quote page (/quote/:id, server-rendered)', `${base}/quote/${quoteId}`);
    await comparePhotos(browser, 'The quote page', `${base}/quote/${quoteId}`, `${base}/quote/${await sentQuote(owner, base, { photos: 6 })}`);
    const short = (photos: number) => sentQuote(owner, base, { photos, short: true });
    await comparePhotos(browser, 'A one-line quote without a description', `${base}/quote/${await short(0)}`, `${base}/quote/${await short(6)}`);
    await measurePage(browser, 'Public invoice page (/invoice/:id/pay, server-rendered)', `${base}/invoice/${await sentInvoice(owner, quoteId)}/pay`);
  } finally {
    await browser.close();
    await app.stop();
  }
}
