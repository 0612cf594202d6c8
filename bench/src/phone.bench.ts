import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { gzippedBytes } from './bundles.bench.ts';
import { startChild } from './processes.ts';
import { newClient, signUp, type Session } from './session.ts';

// Each page as a phone on site gets it — 390×844, 4× CPU slowdown, slow 4G
// (150 ms RTT, 1.6 Mbps down, 750 kbps up). The public quote page, served whole by the
// server, is the baseline measured in the same run; the owner's pages are judged against it
// (the dashboard's first visit ≤ 2× it, a repeat visit ≤ 0.4× the first).

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

interface Visit {
  lcpMs: number;
  requests: number;
  scripts: string[];
}

/** Loads `url` in `context` as a slow phone and reads its largest contentful paint. */
async function visit(context: BrowserContext, url: string): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = new Set<string>();
  let requests = 0;
  page.on('request', () => requests++);
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  const lcpMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 5_000);
      }),
  );
  await page.close();
  return { lcpMs, requests, scripts: [...scripts] };
}

/** A page that registers no service worker (the public page) is given up on after this. */
const SERVICE_WORKER_WAIT_MS = 30_000;

/**
 * Lets the service worker install as a phone would between two visits (it registers a
 * few seconds after load and then downloads the app): unthrottled, until it is active.
 */
async function serviceWorkerWarm(context: BrowserContext, url: string): Promise<boolean> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  // Polled inside the page: a predicate that returns a promise counts as done at once.
  const warm = await page
    .evaluate(async (timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if ((await navigator.serviceWorker?.getRegistration())?.active?.state === 'activated') return true;
        if (Date.now() > deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }, SERVICE_WORKER_WAIT_MS)
    .catch(() => false);
  await page.close();
  return warm;
}

/** A signed-in browser context for `owner`. */
async function signedIn(browser: Browser, base: string, owner: Session): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies(
    owner.cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), url: base };
    }),
  );
  return context;
}

/** A sent quote's public page, the baseline. */
async function publicQuoteUrl(base: string, owner: Session): Promise<string> {
  await owner.post('/api/business', { name: 'Sparky Dave Electrical', email: 'office@sparkydave.com.au', applyGST: true });
  const clientId = await newClient(owner);
  const created = await owner.post('/api/quotes', {
    clientId,
    clientName: 'Zoe Nguyen',
    clientEmail: 'zoe@example.com',
    title: 'Switchboard upgrade',
    items: [
      { description: 'Electrician', quantity: 5, unitPrice: 90, type: 'labor' },
      { description: 'Switchboard and RCDs', quantity: 1, unitPrice: '302.50', type: 'materials' },
    ],
  });
  const { id } = (await created.json()) as { id: string };
  // A quote made right after the business is repriced once the quotes service hears it
  // charges GST; a send meanwhile answers 409 ("The quote changed while it was being sent").
  let sent = await owner.post(`/api/quotes/${id}/send`, {});
  for (let attempt = 1; sent.status === 409 && attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    sent = await owner.post(`/api/quotes/${id}/send`, {});
  }
  if (!sent.ok) throw new Error(`sending the quote failed: ${sent.status} ${await sent.text()}`);
  return `${base}/quote/${id}`;
}

async function jsKb(scripts: string[]): Promise<number> {
  const sizes = await Promise.all(scripts.map(gzippedBytes));
  return sizes.reduce((a, b) => a + b, 0) / 1024;
}

/** `npm run bench phone`: JS, requests and LCP of each page, first and repeat visit, against the public page. */
export async function benchPhone(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cobber-bench-'));
  const app = await startChild<{ url: string }>('./app-process.ts', [], { ...process.env, DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: '54393' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const base = app.info.url;
    const owner = await signUp(base);
    const publicPage = await publicQuoteUrl(base, owner);
    const quoteId = new URL(publicPage).pathname.split('/').at(-1)!;
    await owner.post('/api/receipts', { clientName: 'Zoe Nguyen', paymentAmount: '250.00', paymentMethod: 'EFTPOS', paymentDate: '2026-07-01' });
    const pages: [string, string, BrowserContext][] = [
      ['public quote page (baseline)', publicPage, await browser.newContext({ viewport: { width: 390, height: 844 } })],
      ['login', `${base}/`, await browser.newContext({ viewport: { width: 390, height: 844 } })],
      ['dashboard, signed in', `${base}/`, await signedIn(browser, base, owner)],
      ['clients, signed in', `${base}/clients`, await signedIn(browser, base, owner)],
      ['receipts, signed in', `${base}/receipts`, await signedIn(browser, base, owner)],
      ['quote details, signed in', `${base}/quote/${quoteId}/details`, await signedIn(browser, base, owner)],
    ];
    console.log('\nA phone on site: 390×844, 4× CPU slowdown, slow 4G (150 ms, 1.6 Mbps); repeat = with the service worker active (* when none became active)');
    console.log(
      `${'page'.padEnd(30)} ${'JS gz'.padStart(9)} ${'requests'.padStart(9)} ${'LCP first'.padStart(10)} ${'LCP repeat'.padStart(11)} ${'× baseline'.padStart(11)} ${'repeat ÷ first'.padStart(15)}`,
    );
    let baseline = Number.NaN;
    for (const [label, url, context] of pages) {
      const first = await visit(context, url);
      const warm = await serviceWorkerWarm(context, url);
      const repeat = await visit(context, url);
      if (Number.isNaN(baseline)) baseline = first.lcpMs;
      const kb = await jsKb(first.scripts);
      console.log(
        `${label.padEnd(30)} ${`${kb.toFixed(1)} KB`.padStart(9)} ${String(first.requests).padStart(9)} ${`${first.lcpMs.toFixed(0)} ms`.padStart(10)} ${`${repeat.lcpMs.toFixed(0)} ms${warm ? '' : '*'}`.padStart(11)} ${`${(first.lcpMs / baseline).toFixed(2)}×`.padStart(11)} ${(repeat.lcpMs / first.lcpMs).toFixed(2).padStart(15)}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}
