import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, findFreePort, startEmbeddedPostgres } from '@cobber/kit';
import { describe } from './percentiles.ts';
import { startChild } from './processes.ts';
import { newClient, signUp, type Session } from './session.ts';

const PAYMENTS = 200;
const CUSTOMER = { customerEmail: 'zoe@example.com', customerName: 'Zoe Nguyen' };
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Zoe Nguyen' };
const QUOTE = {
  clientName: 'Zoe Nguyen',
  clientEmail: 'zoe@example.com',
  title: 'Deck',
  items: [{ description: 'Build a merbau deck', quantity: 10, unitPrice: 95, type: 'labor' }],
};

async function json<T>(response: Response, expected: number): Promise<T> {
  if (response.status !== expected) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function depositOnNewQuote(owner: Session, clientId: string): Promise<{ quoteId: string; clientSecret: string }> {
  const quote = await json<{ id: string }>(await owner.post('/api/quotes', { ...QUOTE, clientId }), 201);
  // The payments replica learns the quote from its event, a moment after the create.
  for (let tries = 0; ; tries++) {
    const started = await owner.post(`/api/quotes/${quote.id}/create-deposit-payment`, { depositAmount: '100.00', ...CUSTOMER });
    if (started.status === 201) return { quoteId: quote.id, clientSecret: (await started.json()).clientSecret };
    if (started.status !== 404 || tries > 500) throw new Error(`deposit setup failed: ${started.status}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** From the test card's "Pay" to the deposit's receipt committed by the invoices service. */
async function measureDeposits(url: string, databaseUrl: string): Promise<{ confirmCall: number[]; toReceipt: number[] }> {
  const invoices = connect(databaseUrl, 'invoices');
  try {
    const owner = await signUp(url);
    await owner.post('/api/business', { name: 'Bench Carpentry', applyGST: true });
    const clientId = await newClient(owner);
    const deposits = [];
    for (let i = 0; i < PAYMENTS; i++) deposits.push(await depositOnNewQuote(owner, clientId));
    const toReceipt: number[] = [];
    const confirmCall: number[] = [];
    for (const deposit of deposits) {
      const paidAt = Date.now();
      const started = performance.now();
      const confirmed = await fetch(`${url}/api/payments/test/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ clientSecret: deposit.clientSecret, ...CARD }),
      });
      await json(confirmed, 200);
      confirmCall.push(performance.now() - started);
      let receipt: { created_at: Date } | undefined;
      while (!(receipt = await invoices('receipts').select('created_at').where('quote_id', deposit.quoteId).first())) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      toReceipt.push(receipt.created_at.getTime() - paidAt);
    }
    return { confirmCall, toReceipt };
  } finally {
    await invoices.destroy();
  }
}

/** Until the gateway answers and every service behind it does (a signed-out call is a 401, not a 502). */
async function waitForServices(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const paths = ['/api/health', '/api/business', '/api/quotes', `/api/invoices/${crypto.randomUUID()}`, '/api/payments/config'];
  for (;;) {
    const statuses = await Promise.all(paths.map((p) => fetch(`${url}${p}`).then((r) => r.status, () => 0)));
    if (statuses.every((status) => status > 0 && status < 500)) return;
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The same with every service its own process over a real Kafka broker
 * (`npm run start:distributed`): payments' outbox → Kafka → invoices' consumer.
 */
async function depositsOverKafka(): Promise<{ confirmCall: number[]; toReceipt: number[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cobber-bench-kafka-'));
  const postgres = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), port: 54397 });
  const port = await findFreePort();
  const url = `http://localhost:${port}`;
  const distributed = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../scripts/start-distributed.ts')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, DATABASE_URL: postgres.url, KAFKA_PORT: String(await findFreePort()), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    await waitForServices(url, 180_000);
    return await measureDeposits(url, postgres.url);
  } finally {
    await new Promise<void>((resolve) => {
      distributed.once('exit', () => resolve());
      distributed.kill('SIGTERM');
      setTimeout(() => distributed.kill('SIGKILL'), 20_000).unref();
    });
    await postgres.stop();
    // The broker may still be flushing its log as it exits.
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 }).catch(() => undefined);
  }
}

/**
 * From the test card's "Pay" (POST /api/payments/test/confirm through the
 * gateway) to the deposit's receipt committed by the invoices service, which happens
 * by events: payments' outbox → bus → invoices' inbox, receipt and invoice in one
 * transaction. One payment at a time, each on its own quote: the embedded app (one
 * process, in-process bus), then distributed over Kafka.
 */
export async function benchPayments(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cobber-bench-'));
  const app = await startChild<{ url: string; databaseUrl: string }>('./app-process.ts', [], { ...process.env, DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: '54394' });
  let embedded;
  try {
    embedded = await measureDeposits(app.info.url, app.info.databaseUrl);
  } finally {
    await app.stop();
  }
  console.log(`\nCard deposits (built-in test provider, ${PAYMENTS} payments one after another, each on its own quote)`);
  console.log(`embedded (one process):  confirm call answered:       ${describe(embedded.confirmCall)}`);
  console.log(`embedded (one process):  "Pay" → receipt created:     ${describe(embedded.toReceipt)}`);
  if (process.env.BENCH_SKIP_KAFKA) return;
  const kafka = await depositsOverKafka();
  console.log(`over Kafka (processes):  confirm call answered:       ${describe(kafka.confirmCall)}`);
  console.log(`over Kafka (processes):  "Pay" → receipt created:     ${describe(kafka.toReceipt)}`);
}
