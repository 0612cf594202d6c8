import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, row } from './http-load.ts';
import { draftQuote } from '@cobber/quotes/drafting';
import { describe, timed } from './percentiles.ts';
import { startChild } from './processes.ts';
import { newClient, signUp, type Session } from './session.ts';

function quoteWithItems(clientId: string, lines: number, i: number) {
  return {
    clientId,
    clientName: 'Zoe Nguyen',
    clientEmail: 'zoe@example.com',
    title: `Job ${i}`,
    includeTravel: true,
    travelDistance: 12.5,
    costPerKm: 1.5,
    items: Array.from({ length: lines }, (_, n) => ({
      description: `Line ${n + 1}`,
      quantity: (n % 4) + 1,
      unitPrice: `${(n * 7.35 + 12).toFixed(2)}`,
      type: (['labor', 'materials', 'other'] as const)[n % 3],
    })),
  };
}

async function create(owner: Session, body: unknown): Promise<void> {
  const response = await owner.post('/api/quotes', body);
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

const JOB_NOTES = [
  'Install 3 new double power points in the kitchen and replace 2 smoke alarms',
  'Switchboard upgrade with 4 RCDs, house is 35 km away',
  'Replace leaking kitchen mixer tap and clear a blocked shower drain',
  'Build a 5m x 4m merbau deck with steps',
  'Paint 3 bedrooms and the hallway, walls and ceilings',
  'Hang two internal doors and replace 12 m of skirting',
  'Supply and install a ceiling fan in the main bedroom and 6 LED downlights in the lounge',
  'Replace the old electric hot water system with a new 250L unit',
];

function benchDrafter(): void {
  const context = { businessName: 'Bench', hourlyRate: 95, applyGST: true, priceBook: [] };
  const samples: number[] = [];
  for (let i = 0; i < 2_000; i++) {
    const started = performance.now();
    draftQuote(JOB_NOTES[i % JOB_NOTES.length]!, context);
    samples.push(performance.now() - started);
  }
  console.log(`built-in drafter, ${JOB_NOTES.length} job notes in turn (in process):  ${describe(samples)}  (aim well under 100 ms)`);
}

/**
 * The dashboard list of an owner with 5,000 quotes under 50 connections, and
 * creating a 20-item quote in one call; the 200-client list is the baseline.
 */
export async function benchQuotes(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cobber-bench-'));
  const app = await startChild<{ url: string }>('./app-process.ts', [], { ...process.env, DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: '54393' });
  try {
    const owner = await signUp(app.info.url);
    await owner.post('/api/business', { name: 'Bench Electrical', applyGST: true });
    const clientId = await newClient(owner);
    const createSamples = await timed(200, 1, (i) => create(owner, quoteWithItems(clientId, 20, i)));
    await timed(4_800, 16, (i) => create(owner, quoteWithItems(clientId, 3, i)));
    const list = await owner.get('/api/quotes');
    const text = await list.text();
    const count = (JSON.parse(text) as unknown[]).length;
    if (count !== 5_000) throw new Error(`expected 5,000 quotes, found ${count}`);
    const seconds = Number(process.env.BENCH_SECONDS ?? 10);
    console.log(`\nQuotes (embedded app, one process)`);
    console.log(`create a 20-item quote in one call (sequential):  ${describe(createSamples)}`);
    benchDrafter();
    const quotes = await load(`${app.info.url}/api/quotes`, { cookie: owner.cookie, 'accept-encoding': 'gzip' }, { seconds });
    console.log(`GET /api/quotes, 5,000 quotes (${(text.length / 1024).toFixed(0)} KB), 50 connections, through the gateway:`);
    console.log(row('  5,000 quotes', quotes));
    const clients = await load(`${app.info.url}/api/clients`, { cookie: owner.cookie }, { seconds });
    console.log(row('  baseline: empty client list', clients));
  } finally {
    await app.stop();
  }
}
