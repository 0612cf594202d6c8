import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from '@cobber/kit';
import { describe } from './percentiles.ts';
import { startChild } from './processes.ts';
import { signUp, type Session } from './session.ts';

const PAYMENTS = 200;
const CUSTOMER = { customerEmail: 'zoe@example.com', customerName: 'Zoe Nguyen' };
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Zoe Nguyen' };
const QUOTE = {
  clientId: '2b6f1e8a-7d9f-4c1e-8b7a-0c2b6f1e8a10',
  clientName: 'Zoe Nguyen',
  clientEmail: 'zoe@example.com',
  title: 'Deck',
  items: [{ description: 'Build a merbau deck', quantity: 10, unitPrice: 95, type: 'labor' }],
};

async function json<T>(response: Response, expected: number): Promise<T> {
  if (response.status !== expected) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function depositOnNewQuote(owner: Session): Promise<{ quoteId: string; clientSecret: string }> {
  const quote = await json<{ id: string }>(await owner.post('/api/quotes', QUOTE), 201);
  // The payments replica learns the quote from its event, a moment after the create.
  for (let tries = 0; ; tries++) {
    const started = await owner.post(`/api/quotes/${quote.id}/create-deposit-payment`, { depositAmount: '100.00', ...CUSTOMER });
    if (started.status === 201) return { quoteId: quote.id, clientSecret: (await started.json()).clientSecret };
    if (started.status !== 404 || tries > 500) throw new Error(`deposit setup failed: ${started.status}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Issue 6: from the test card's "Pay" (POST /api/payments/test/confirm through the
 * gateway) to the deposit's receipt committed by the invoices service, which happens
 * by events: payments' outbox → bus → invoices' inbox, receipt and invoice in one
 * transaction. One payment at a time, each on its own quote, embedded mode.
 */
export async function benchPayments(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cobber-bench-'));
  const app = await startChild<{ url: string; databaseUrl: string }>('./app-process.ts', [], { ...process.env, DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: '54394' });
  const invoices = connect(app.info.databaseUrl, 'invoices');
  try {
    const owner = await signUp(app.info.url);
    await owner.post('/api/business', { name: 'Bench Carpentry', applyGST: true });
    const deposits = [];
    for (let i = 0; i < PAYMENTS; i++) deposits.push(await depositOnNewQuote(owner));

    const toReceipt: number[] = [];
    const confirmCall: number[] = [];
    for (const deposit of deposits) {
      const paidAt = Date.now();
      const started = performance.now();
      const confirmed = await fetch(`${app.info.url}/api/payments/test/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.info.url },
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
    console.log(`\nCard deposits (embedded app, built-in test provider, ${PAYMENTS} payments one after another)`);
    console.log(`confirm call answered (through the gateway):             ${describe(confirmCall)}`);
    console.log(`"Pay" sent → receipt created (ms clock, by events):       ${describe(toReceipt)}`);
  } finally {
    await invoices.destroy();
    await app.stop();
  }
}
