import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startNodeProcess, type NodeProcess } from '@cobber/kit/testing';
import pg from 'pg';
import { expect } from 'vitest';
import { atLeast, jobBurst, signUpOwner } from './job-burst.ts';
import { compareReplicas, ownerIdOf } from './replica-check.ts';

export interface RunningCobber {
  app: NodeProcess;
  url: string;
}

/** Starts an entry (the launcher, or the distributed starter) leading its own process group. */
export async function startCobber(entry: string, env: Record<string, string>, ready: RegExp): Promise<RunningCobber> {
  const app = startNodeProcess(entry, { LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env }, { group: true });
  const line = await app.waitForLine(ready, 120_000).catch(async (error: unknown) => {
    await app.kill('SIGKILL');
    throw error;
  });
  return { app, url: ready.exec(line)?.[1] ?? `http://127.0.0.1:${env.PORT}` };
}

/** The embedded PostgreSQL of a data folder, with the password Cobber keeps there. */
export async function embeddedDatabaseUrl(dataDir: string, port: string): Promise<string> {
  const { databasePassword } = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as { databasePassword: string };
  return `postgres://cobber:${encodeURIComponent(databasePassword)}@127.0.0.1:${port}/postgres`;
}

/** Until the gateway and every service behind it answer (a signed-out owner route is a 401 from the service). */
async function untilServing(url: string): Promise<void> {
  const paths = ['/api/business', '/api/quotes', '/api/receipts', '/api/payments/config'];
  await expect
    .poll(
      async () => {
        const statuses = await Promise.all(paths.map(async (p) => (await fetch(`${url}${p}`).catch(() => null))?.status ?? 0));
        return statuses.every((status) => status === 200 || status === 401);
      },
      { timeout: 60_000, interval: 250 },
    )
    .toBe(true);
}

/** Until the quotes service knows the business (its GST setting prices the quotes). */
async function untilQuotesKnowBusiness(databaseUrl: string, ownerId: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await expect.poll(async () => (await client.query('select 1 from quotes.businesses where owner_id = $1', [ownerId])).rowCount, { timeout: 30_000 }).toBe(1);
  } finally {
    await client.end();
  }
}

export interface PowerCutFigures {
  writes: number;
  quotes: number;
  found: number;
  replicasAgree: { invoices: number; payments: number; of: number };
}

/**
 * The crash test of "Records that survive": 8 writers make, change, send and accept quotes;
 * after `burstMs` the whole process group is SIGKILLed (the database with it); Cobber is
 * started again on the same data; every acknowledged write must be there, every event's
 * effect must reach the invoices and payments services, and every accepted quote can be
 * invoiced at its accepted price.
 */
export async function powerCut(options: {
  start: (fresh: boolean) => Promise<RunningCobber>;
  databaseUrl: () => Promise<string>;
  burstMs?: number;
}): Promise<PowerCutFigures> {
  const before = await options.start(true);
  await untilServing(before.url);
  const owner = await signUpOwner(before.url);
  expect((await owner.request('POST', '/api/business', { name: 'Sparks Electrical', applyGST: true })).status).toBe(201);
  const ownerId = await ownerIdOf(before.url, owner.cookie);
  await untilQuotesKnowBusiness(await options.databaseUrl(), ownerId);

  let pullPlug!: () => void;
  const burst = jobBurst(owner, 8, new Promise<void>((resolve) => (pullPlug = resolve)));
  await new Promise((resolve) => setTimeout(resolve, options.burstMs ?? 4_000));
  await before.app.kill('SIGKILL');
  pullPlug();
  const acknowledged = await burst;
  expect(acknowledged.quotes.size).toBeGreaterThan(10);

  const after = await options.start(false);
  try {
    await untilServing(after.url);
    const lost: string[] = [];
    const found = await Promise.all(
      [...acknowledged.quotes].map(async ([id, acked]) => {
        const response = await owner.request('GET', `/api/quotes/${id}`);
        const quote = response.ok ? ((await response.json()) as { status: string; totalAmount: string }) : null;
        const kept = quote !== null && atLeast(quote.status, acked.status) && quote.totalAmount === acked.totalAmount;
        if (!kept) lost.push(`${id}: acknowledged ${acked.status} ${acked.totalAmount}, found ${response.status} ${quote?.status} ${quote?.totalAmount}`);
        return kept;
      }),
    );
    const url = await options.databaseUrl();
    await expect.poll(async () => (await compareReplicas(url, ownerId)).disagreements, { timeout: 30_000, interval: 250 }).toEqual([]);
    const report = await compareReplicas(url, ownerId);
    expect(lost).toEqual([]);

    const approved = [...acknowledged.quotes].filter(([, acked]) => acked.status === 'approved');
    for (const [id, acked] of approved.slice(0, 10)) {
      const invoice = await owner.request('POST', `/api/quotes/${id}/create-invoice`, { paymentMethod: 'bank_transfer' });
      expect(invoice.status).toBe(201);
      expect(((await invoice.json()) as { totalAmount: string }).totalAmount).toBe(acked.totalAmount);
    }
    return {
      writes: acknowledged.writes,
      quotes: acknowledged.quotes.size,
      found: found.filter(Boolean).length,
      replicasAgree: { invoices: report.invoicesAgree, payments: report.paymentsAgree, of: report.quotes },
    };
  } finally {
    await after.app.kill('SIGTERM');
  }
}

export function describeFigures(figures: PowerCutFigures): string {
  return (
    `${figures.writes} writes acknowledged (${figures.quotes} quotes), ${figures.found} found after restart; ` +
    `of ${figures.replicasAgree.of} quotes the invoices service's copy agrees on ${figures.replicasAgree.invoices}, ` +
    `the payments service's on ${figures.replicasAgree.payments}`
  );
}
