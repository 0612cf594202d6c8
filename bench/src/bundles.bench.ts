import { request } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startChild } from './processes.ts';
import { signUp } from './session.ts';

/** Bytes on the wire for one URL served gzip-encoded (what a phone without brotli downloads). */
export function gzippedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    });
    req.on('error', reject);
    req.end();
  });
}

async function javascriptOf(page: import('@playwright/test').Page, url: string): Promise<string[]> {
  const scripts = new Set<string>();
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  return [...scripts];
}

/** Gzipped JavaScript a phone downloads for the login screen and for /clients. */
export async function benchBundles(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cobber-bench-'));
  const app = await startChild<{ url: string }>('./app-process.ts', [], { ...process.env, DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: '54392' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const base = app.info.url;
    const measure = async (label: string, scripts: string[], aim?: string) => {
      const sizes = await Promise.all(scripts.map(gzippedBytes));
      const total = sizes.reduce((a, b) => a + b, 0);
      console.log(`${label.padEnd(34)} ${(total / 1024).toFixed(1).padStart(7)} KB gzipped JS in ${scripts.length} files${aim ? `  (aim ${aim})` : ''}`);
    };
    console.log('\nJavaScript a phone downloads (fresh cache)');
    const signedOut = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await measure('login screen (/)', await javascriptOf(await signedOut.newPage(), base), '≤ 170 KB');
    const owner = await signUp(base);
    const signedIn = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signedIn.addCookies(
      owner.cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url: base };
      }),
    );
    await measure('/clients, signed in', await javascriptOf(await signedIn.newPage(), `${base}/clients`));
  } finally {
    await browser.close();
    await app.stop();
  }
}
