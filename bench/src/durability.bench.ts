import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@cobber/kit';
import { describe, timed } from './percentiles.ts';
import { startChild } from './processes.ts';
import { newClient, signUp } from './session.ts';

const QUOTE = {
  clientName: 'Zoe Nguyen',
  clientEmail: 'zoe@example.com',
  title: 'Downlights',
  items: [
    { description: 'Electrician', quantity: 3, unitPrice: 90, type: 'labor' },
    { description: 'LED downlight kit', quantity: 6, unitPrice: '24.95', type: 'materials' },
    { description: 'Disposal', quantity: 1, unitPrice: 15, type: 'other' },
  ],
};

interface Figures {
  sequential: number[];
  concurrent: number[];
  perSecond: number;
}

/** The embedded app on a PostgreSQL of its own, durable or not; creates quotes one at a time, then 8 at once. */
async function measure(durable: boolean, port: number): Promise<Figures> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cobber-durability-'));
  const postgres = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), port, durable });
  const app = await startChild<{ url: string }>('./app-process.ts', [], { ...process.env, DATA_DIR: dir, DATABASE_URL: postgres.url });
  try {
    const owner = await signUp(app.info.url);
    await owner.post('/api/business', { name: 'Bench Electrical', applyGST: true });
    const quote = { ...QUOTE, clientId: await newClient(owner) };
    const create = async () => {
      const response = await owner.post('/api/quotes', quote);
      if (response.status !== 201) throw new Error(`create failed: ${response.status}`);
      await response.arrayBuffer();
    };
    await timed(50, 4, create);
    const sequential = await timed(300, 1, create);
    const started = performance.now();
    const concurrent = await timed(800, 8, create);
    return { sequential, concurrent, perSecond: 800 / ((performance.now() - started) / 1000) };
  } finally {
    await app.stop();
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Records that survive: what fsync and full-page writes cost when saving a quote. */
export async function benchDurability(): Promise<void> {
  const fast = await measure(false, 54394);
  const durable = await measure(true, 54395);
  console.log('\nDurability: create a 3-item quote through the gateway (embedded app, its own PostgreSQL)');
  console.log(`  baseline, fsync off:  one at a time ${describe(fast.sequential)}; 8 at once ${describe(fast.concurrent)}, ${fast.perSecond.toFixed(0)} quotes/s`);
  console.log(`  durable, fsync on:    one at a time ${describe(durable.sequential)}; 8 at once ${describe(durable.concurrent)}, ${durable.perSecond.toFixed(0)} quotes/s`);
  console.log(`  throughput durable / fsync off = ${(durable.perSecond / fast.perSecond).toFixed(2)}`);
}
