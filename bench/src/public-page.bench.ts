import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/** A tradie's sent quote as a client receives it: logo, description, summary, eight lines, GST. */
async function sentQuote(owner: Session, base: string): Promise<string> {
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
  const lines = ['Switchboard upgrade labour', 'RCD safety switches', 'Main switch', 'Surge protector', 'Smoke alarms (240V)', 'Cabling', 'Compliance certificate', 'Waste removal'];
  const created = await expectStatus(
    owner.post('/api/quotes', {
      clientId: await newClient(owner),
      clientName: 'Zoe Nguyen',
      clientEmail: 'zoe@example.com',
      title: 'Switchboard upgrade and smoke alarms',
      description: 'Replace the ceramic fuse board with a new switchboard, four RCDs and a surge protector; fit interconnected smoke alarms in every bedroom and the hallway, as the 2022 QLD rules require.',
      items: lines.map((description, n) => ({ description, quantity: (n % 3) + 1, unitPrice: `${(45 + n * 37.5).toFixed(2)}`, type: n === 0 ? 'labor' : 'materials' })),
    }),
    201,
  );
  const { id } = (await created.json()) as { id: string };
  await expectStatus(owner.post(`/api/quotes/${id}/send`, {}), 200);
  return id;
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

/** One fresh-cache load: its Largest Contentful Paint (ms) and the scripts it fetched. */
async function load(browser: Browser, url: string, throttled: boolean): Promise<{ lcp: number; scripts: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttled) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return { lcp, scripts };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function lcpOf(browser: Browser, url: string, throttled: boolean): Promise<{ median: number; runs: number[]; scripts: string[] }> {
  const runs: number[] = [];
  let scripts: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await load(browser, url, throttled);
    runs.push(result.lcp);
    scripts = result.scripts;
  }
  return { median: median(runs), runs, scripts };
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-AU')} ms`;

async function measurePage(browser: Browser, title: string, url: string): Promise<void> {
  const unthrottled = await lcpOf(browser, url, false);
  const throttled = await lcpOf(browser, url, true);
  const scriptBytes = (await Promise.all(throttled.scripts.map(gzippedBytes))).reduce((a, b) => a + b, 0);
  const htmlBytes = await gzippedBytes(url);

  console.log(`\n${title}, fresh cache, 390×844`);
  console.log(`gzipped JS a phone downloads      ${(scriptBytes / 1024).toFixed(1).padStart(7)} KB in ${throttled.scripts.length} files  (aim ≤ 150 KB)`);
  console.log(`gzipped HTML (content, CSS, data) ${(htmlBytes / 1024).toFixed(1).padStart(7)} KB`);
  console.log(`LCP unthrottled (baseline)        ${ms(unthrottled.median).padStart(9)}  median of ${RUNS}: ${unthrottled.runs.map(ms).join(', ')}`);
  console.log(
    `LCP 4× CPU, slow 4G               ${ms(throttled.median).padStart(9)}  median of ${RUNS}: ${throttled.runs.map(ms).join(', ')}  (aim ≤ 2,000 ms; ×${(throttled.median / unthrottled.median).toFixed(1)} the baseline)`,
  );
}

/**
 * Issues 4 and 5: what a client's phone downloads for the public quote and invoice
 * pages, and their Largest Contentful Paint under Lighthouse's mobile profile against
 * the same page unthrottled.
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
    const quoteId = await sentQuote(owner, base);
    await measurePage(browser, 'Public quote page (/quote/:id, server-rendered)', `${base}/quote/${quoteId}`);
    await measurePage(browser, 'Public invoice page (/invoice/:id/pay, server-rendered)', `${base}/invoice/${await sentInvoice(owner, quoteId)}/pay`);
  } finally {
    await browser.close();
    await app.stop();
  }
}
