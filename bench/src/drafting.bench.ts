import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '@cobber/kit';
import { percentile } from './percentiles.ts';
import { startChild } from './processes.ts';
import { signUp, type Session } from './session.ts';

const BOOK_SIZE = 500;
const WARM_UP = 20;
const ROUNDS = Number(process.env.BENCH_DRAFTS ?? 300);

const JOB_NOTES =
  'Kitchen and lounge reno for the Nguyens, 25 km out. Six downlights in the lounge and three on the deck, ' +
  'replace two double power points in the kitchen and add a USB one, ten RCBOs in a switchboard upgrade, ' +
  '3 x smoke alarms interconnected, a ceiling fan in the main bedroom and 15 m of cable to the shed.';

const PRODUCTS = ['LED downlight', 'Double power point', 'USB power point', 'Smoke alarm', 'Ceiling fan', 'RCBO', 'Light switch', 'Sensor light', 'Exhaust fan', 'TPS cable', 'Pendant light', 'Oyster light', 'Conduit', 'Junction box', 'Dimmer', 'Batten holder', 'Isolator', 'Surge diverter', 'Data point', 'TV point'];
const BRANDS = ['Clipsal', 'HPM', 'Hager', 'Schneider', 'Brilliant', 'Mercator', 'Martec', 'Haneco', 'SAL', 'Legrand', 'Deta', 'Nader', 'Arlec', 'Ventair', 'Beacon', 'Trader', 'Kaiser', 'Domus', 'Havit', 'Telbix', 'Eglo', 'Fanco', 'Lucci', 'Hunter'];

/** A book like a busy sparky's: brand and product lines, a few charges, with prices a tradie would set. */
function bookCsv(): string {
  const rows = ['description,type,unit_price,unit,times_used,last_used'];
  for (let i = 0; rows.length <= BOOK_SIZE; i++) {
    const product = PRODUCTS[i % PRODUCTS.length]!;
    const brand = BRANDS[Math.floor(i / PRODUCTS.length) % BRANDS.length]!;
    const type = i % 25 === 0 ? 'other' : 'materials';
    rows.push(`${brand} ${product} ${type === 'other' ? 'call-out' : `series ${i % 7}`},${type},${(10 + (i * 37) % 400).toFixed(2)},each,,`);
  }
  return `${rows.join('\n')}\n`;
}

async function importBook(base: string, owner: Session): Promise<void> {
  const response = await fetch(`${base}/api/price-book/import`, { method: 'POST', headers: { cookie: owner.cookie, origin: base, 'content-type': 'text/csv' }, body: bookCsv() });
  const result = (await response.json()) as { imported: number; errors: unknown[] };
  if (response.status !== 200 || result.imported !== BOOK_SIZE) throw new Error(`importing the book failed: ${response.status} ${JSON.stringify(result).slice(0, 300)}`);
}

async function draftOnce(owner: Session): Promise<{ ms: number; fromBook: number }> {
  const started = performance.now();
  const response = await owner.post('/api/generate-quote', { jobDescription: JOB_NOTES });
  const draft = (await response.json()) as { materials: { source?: string }[] };
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`drafting failed: ${response.status}`);
  return { ms, fromBook: draft.materials.filter((line) => line.source === 'price_book').length };
}

const figures = (samples: number[]) => `p50 ${percentile(samples, 50).toFixed(1)} ms   p99 ${percentile(samples, 99).toFixed(1)} ms`;

/**
 * Issue 13: the built-in drafter (`POST /api/generate-quote` through the gateway, one
 * call at a time) for an owner with a 500-item price book against one with an empty
 * book, in one app in the same run, the two taking turns so both see the same machine.
 */
export async function benchDrafting(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cobber-bench-'));
  const postgresPort = process.env.BENCH_DRAFTING_POSTGRES_PORT ?? String(await findFreePort());
  const app = await startChild<{ url: string }>('./app-process.ts', [], { ...process.env, DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: postgresPort, OPENAI_API_KEY: '' });
  try {
    const base = app.info.url;
    const [booked, empty] = [await signUp(base), await signUp(base)];
    for (const owner of [booked, empty]) await owner.post('/api/business', { name: 'Bench Electrical', applyGST: true });
    await importBook(base, booked);
    for (let i = 0; i < WARM_UP; i++) await Promise.all([draftOnce(booked), draftOnce(empty)]);
    const withBook: number[] = [];
    const withoutBook: number[] = [];
    let fromBook = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const mine = await draftOnce(booked);
      withBook.push(mine.ms);
      fromBook = mine.fromBook;
      withoutBook.push((await draftOnce(empty)).ms);
    }
    console.log(`\nDrafting (issue 13): POST /api/generate-quote, built-in drafter, through the gateway, one at a time, ${ROUNDS} drafts each`);
    console.log(`  ${BOOK_SIZE}-item price book:  ${figures(withBook)}   (${fromBook} material lines priced from the book)`);
    console.log(`  empty price book:      ${figures(withoutBook)}`);
    console.log(`p99 with the book / without:  ${(percentile(withBook, 99) / percentile(withoutBook, 99)).toFixed(2)}`);
  } finally {
    await app.stop();
  }
}
