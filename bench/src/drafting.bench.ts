import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '@cobber/kit';
import { draftQuote, type DraftContext } from '@cobber/quotes/drafting';
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

// The set and its checks are the drafting test's too; they sit beside the drafter.
const drafting = import.meta.resolve('@cobber/quotes/drafting');
const { JOB_NOTES_SET, HOURLY_RATE } = (await import(new URL('./testing/job-notes-set.ts', drafting).href)) as typeof import('../../services/quotes/src/drafting/testing/job-notes-set.ts');
const { checkDraft, sumUp } = (await import(new URL('./testing/check-draft.ts', drafting).href)) as typeof import('../../services/quotes/src/drafting/testing/check-draft.ts');

const SET_ROUNDS = Number(process.env.BENCH_DRAFT_SET_ROUNDS ?? 20);

/** A book like a busy sparky's, in process: the same rows the app imports. */
function bookRows(): DraftContext['priceBook'] {
  return bookCsv().trim().split('\n').slice(1).map((row) => {
    const [description, type, unitPrice, unit] = row.split(',');
    return { description: description!, type: type as 'materials' | 'other', unitPrice: unitPrice!, unit: unit! };
  });
}

/**
 * The built-in drafter over the public set of job notes (in process): how many of the
 * tradies' expectations it meets, lines citing nothing in the notes, priced lines the
 * notes rule out, and the time a draft takes with an empty and a 500-item book.
 */
function benchJobNotesSet(): void {
  const context: DraftContext = { businessName: 'Bench Trades', hourlyRate: HOURLY_RATE, applyGST: true, priceBook: [] };
  const booked = { ...context, priceBook: bookRows() };
  const results = JOB_NOTES_SET.map((expected) => checkDraft(draftQuote(expected.notes, context), expected));
  const empty: number[] = [];
  const withBook: number[] = [];
  for (let round = 0; round < SET_ROUNDS; round++) {
    for (const { notes } of JOB_NOTES_SET) {
      let started = performance.now();
      draftQuote(notes, context);
      empty.push(performance.now() - started);
      started = performance.now();
      draftQuote(notes, booked);
      withBook.push(performance.now() - started);
    }
  }
  const sum = sumUp(results);
  if (process.env.BENCH_DRAFT_MISSES) for (const r of results) if (r.misses.length) console.log(`  ${r.notes}\n    ${r.misses.join('\n    ')}`);
  console.log(`\nDrafting: the built-in drafter over ${JOB_NOTES_SET.length} job notes (in process, ${SET_ROUNDS} rounds)`);
  console.log(`  expectations met:              ${sum.met}/${sum.expected} (${((100 * sum.met) / sum.expected).toFixed(1)}%, aim ≥ 95%)`);
  console.log(`  lines citing nothing:          ${sum.uncited} (aim 0)`);
  console.log(`  priced lines the notes rule out: ${sum.pricedExclusions} (aim 0)`);
  console.log(`  empty price book:      ${figures(empty)}   (aim p99 ≤ 50 ms)`);
  console.log(`  ${BOOK_SIZE}-item price book:  ${figures(withBook)}`);
}

const figures = (samples: number[]) => `p50 ${percentile(samples, 50).toFixed(1)} ms   p99 ${percentile(samples, 99).toFixed(1)} ms`;

/**
 * The built-in drafter (`POST /api/generate-quote` through the gateway, one
 * call at a time) for an owner with a 500-item price book against one with an empty
 * book, in one app in the same run, the two taking turns so both see the same machine.
 */
export async function benchDrafting(): Promise<void> {
  benchJobNotesSet();
  if (process.env.BENCH_DRAFT_SET_ONLY) return;
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
    console.log(`\nDrafting a quote from notes: POST /api/generate-quote, built-in drafter, through the gateway, one at a time, ${ROUNDS} drafts each`);
    console.log(`  ${BOOK_SIZE}-item price book:  ${figures(withBook)}   (${fromBook} material lines priced from the book)`);
    console.log(`  empty price book:      ${figures(withoutBook)}`);
    console.log(`p99 with the book / without:  ${(percentile(withBook, 99) / percentile(withoutBook, 99)).toFixed(2)}`);
  } finally {
    await app.stop();
  }
}
