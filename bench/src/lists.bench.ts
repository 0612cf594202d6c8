import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from '@cobber/kit';
import { load, row, type LoadResult } from './http-load.ts';
import { timed } from './percentiles.ts';
import { startChild } from './processes.ts';
import { newClient, signUp, type Session } from './session.ts';

const BIG = 5_000;
const SMALL = 30;
/** The ratio asked of a page in a big account against the same page in a small one. */
const AIM = 0.5;

async function makeQuotes(owner: Session, count: number): Promise<void> {
  const clientId = await newClient(owner);
  await timed(count, 16, async (i) => {
    const body = { clientId, clientName: 'Zoe Nguyen', clientEmail: 'zoe@example.com', title: `Job ${i}`, items: [{ description: `Line ${i}`, quantity: 1, unitPrice: `${100 + (i % 900)}.50`, type: 'labor' }] };
    const response = await owner.post('/api/quotes', body);
    if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  });
}

/**
 * The planner's statistics brought up to date, as PostgreSQL's autovacuum does within a
 * minute or so of a bulk load. Measured seconds after 5,000 quotes went into a table last
 * analysed empty, the planner still believes it tiny and reads the owner's quotes whole
 * and sorts them (0.26–0.30 of the small account's req/s, against 0.95 once analysed):
 * a fresh database's first minute, not a business's account.
 */
async function analyze(databaseUrl: string): Promise<void> {
  const db = connect(databaseUrl, 'public', 1);
  try {
    await db.raw('analyze');
  } finally {
    await db.destroy();
  }
}

async function pageOf(owner: Session, query: string): Promise<{ items: unknown[]; total: number; bytes: number }> {
  const text = await (await owner.get(`/api/quotes?${query}`)).text();
  return { ...(JSON.parse(text) as { items: unknown[]; total: number }), bytes: text.length };
}

/**
 * A page of the dashboard (`GET /api/quotes?limit=30`, through the gateway, 50
 * connections) for an owner with 5,000 quotes against the same call for an owner with 30,
 * both in one app in the same run; the aim is ≥ 0.5×. The whole 5,000-quote list and a
 * searched page are printed beside them.
 */
export async function benchLists(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cobber-bench-'));
  const postgresPort = process.env.BENCH_LISTS_POSTGRES_PORT ?? '54394';
  const app = await startChild<{ url: string; databaseUrl: string }>('./app-process.ts', [], { ...process.env, DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: postgresPort });
  try {
    const [big, small] = [await signUp(app.info.url), await signUp(app.info.url)];
    for (const owner of [big, small]) await owner.post('/api/business', { name: 'Bench Electrical', applyGST: true });
    const started = performance.now();
    await makeQuotes(big, BIG);
    await makeQuotes(small, SMALL);
    const made = ((performance.now() - started) / 1000).toFixed(0);
    await analyze(app.info.databaseUrl);
    const [bigPage, smallPage] = [await pageOf(big, 'limit=30'), await pageOf(small, 'limit=30')];
    if (bigPage.total !== BIG || smallPage.total !== SMALL || bigPage.items.length !== 30) throw new Error(`expected ${BIG} and ${SMALL} quotes, found ${bigPage.total} and ${smallPage.total}`);

    const seconds = Number(process.env.BENCH_SECONDS ?? 10);
    const get = (owner: Session, query: string): Promise<LoadResult> => load(`${app.info.url}/api/quotes${query}`, { cookie: owner.cookie, 'accept-encoding': 'gzip' }, { seconds });
    await load(`${app.info.url}/api/quotes?limit=30`, { cookie: big.cookie }, { seconds: 2 });
    const bigRun = await get(big, '?limit=30');
    const smallRun = await get(small, '?limit=30');
    const searched = await get(big, '?limit=30&search=q-4321');
    const whole = await get(big, '');
    console.log(`\nLists a page at a time: GET /api/quotes?limit=30 through the gateway, 50 connections, ${seconds} s each (${made} s to make the quotes)`);
    console.log(row(`  ${BIG.toLocaleString('en-AU')} quotes (${(bigPage.bytes / 1024).toFixed(1)} KB)`, bigRun));
    console.log(row(`  ${SMALL} quotes (${(smallPage.bytes / 1024).toFixed(1)} KB)`, smallRun));
    console.log(row(`  ${BIG.toLocaleString('en-AU')}, search=q-4321`, searched));
    console.log(row(`  ${BIG.toLocaleString('en-AU')}, the whole array`, whole));
    const ratio = bigRun.requestsPerSecond / smallRun.requestsPerSecond;
    console.log(`page req/s, ${BIG.toLocaleString('en-AU')} quotes / ${SMALL} quotes:   ${ratio.toFixed(2)}  (aim ≥ ${AIM})`);
  } finally {
    await app.stop();
  }
}
