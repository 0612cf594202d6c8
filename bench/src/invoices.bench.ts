import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildInvoicePdf, type InvoicePdfInput } from '@cobber/contracts/documents';
import { nodeFontFiles } from '@cobber/contracts/documents/node-fonts';
import { load, row } from './http-load.ts';
import { describe, timed } from './percentiles.ts';
import { startChild } from './processes.ts';
import { newClient, signUp, type Session } from './session.ts';

const BUSINESS = {
  name: 'Bench Electrical',
  abn: '53 004 085 616',
  applyGST: true,
  bankName: 'Commonwealth Bank',
  bsb: '062-000',
  accountNumber: '12345678',
  accountName: 'Bench Electrical Pty Ltd',
};

function thirtyItemInvoice(): InvoicePdfInput {
  return {
    invoice: {
      invoiceNumber: 'INV-0042',
      title: 'Full rewire',
      description: 'Rewire of a three-bedroom house, new switchboard and fittings.',
      clientName: 'Zoe Nguyen',
      clientEmail: 'zoe@example.com',
      createdAt: new Date().toISOString(),
      dueDate: '2030-01-31',
      subtotal: '6000.00',
      taxAmount: '600.00',
      totalAmount: '6600.00',
    },
    items: Array.from({ length: 30 }, (_, n) => ({
      description: `Line ${n + 1}: supply and install fitting, including testing and tagging`,
      type: (['labor', 'materials', 'other'] as const)[n % 3]!,
      quantity: '2.00',
      unitPrice: '100.00',
      totalPrice: '200.00',
    })),
    business: BUSINESS,
    link: 'http://localhost:3000/invoice/4f1c0d7e-8b8a-4d3b-9d51-2f1f6f4b2a10/pay',
  };
}

/** In process, as the browser and the service build it. */
async function benchInvoicePdf(): Promise<void> {
  const input = thirtyItemInvoice();
  const fonts = nodeFontFiles();
  await timed(20, 1, async () => void (await buildInvoicePdf(input, fonts)));
  const samples = await timed(300, 1, async () => void (await buildInvoicePdf(input, fonts)));
  console.log(`build a 30-item invoice PDF (in process):  ${describe(samples)}  (aim p99 ≤ 100 ms)`);
}

const QUOTE = {
  clientName: 'Zoe Nguyen',
  clientEmail: 'zoe@example.com',
  title: 'Switchboard upgrade',
  includeTravel: true,
  travelDistance: 20,
  costPerKm: 1.5,
  items: Array.from({ length: 10 }, (_, n) => ({ description: `Line ${n + 1}`, quantity: 2, unitPrice: '45.50', type: 'materials' })),
};

async function json<T>(response: Response, status: number): Promise<T> {
  if (response.status !== status) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** An owner with a business and `quotes` quotes, as the invoices service will have heard of them. */
async function ownerWithQuotes(url: string, quotes: number): Promise<{ owner: Session; quoteIds: string[] }> {
  const owner = await signUp(url);
  await json(await owner.post('/api/business', BUSINESS), 201);
  const quote = { ...QUOTE, clientId: await newClient(owner) };
  const quoteIds: string[] = [];
  for (let i = 0; i < quotes; i++) quoteIds.push((await json<{ id: string }>(await owner.post('/api/quotes', quote), 201)).id);
  return { owner, quoteIds };
}

/**
 * A 30-item invoice PDF in process; receipt download under 20 connections
 * (the empty receipt list is the baseline); create-invoice with 20 owners at once
 * (each business's numbers come from its own locked counter row).
 */
export async function benchInvoices(): Promise<void> {
  console.log(`\nInvoices and receipts`);
  await benchInvoicePdf();

  const dataDir = await mkdtemp(path.join(tmpdir(), 'cobber-bench-'));
  const app = await startChild<{ url: string }>('./app-process.ts', [], { ...process.env, DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: '54394' });
  try {
    const perOwner = 10;
    const owners = await Promise.all(Array.from({ length: 20 }, () => ownerWithQuotes(app.info.url, perOwner)));
    // The in-process bus hands quote.created to the invoices replica right after commit.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const samples = (
      await Promise.all(
        owners.map(({ owner, quoteIds }) =>
          timed(quoteIds.length, 1, async (i) => void (await json(await owner.post(`/api/quotes/${quoteIds[i]}/create-invoice`, {}), 201))),
        ),
      )
    ).flat();
    console.log(`create-invoice from a 10-item quote, 20 owners at once, through the gateway:  ${describe(samples)}`);

    const { owner } = owners[0]!;
    const receipt = await json<{ id: string }>(
      await owner.post('/api/receipts', { clientName: 'Zoe Nguyen', paymentAmount: '500.00', paymentMethod: 'Bank Transfer', paymentDate: '2025-07-01', description: 'Switchboard upgrade' }),
      201,
    );
    const seconds = Number(process.env.BENCH_SECONDS ?? 10);
    console.log('GET /api/receipts/:id/download, 20 connections, through the gateway:');
    console.log(row('  receipt PDF', await load(`${app.info.url}/api/receipts/${receipt.id}/download`, { cookie: owner.cookie }, { connections: 20, seconds })));
    console.log(row('  baseline: receipt list', await load(`${app.info.url}/api/receipts`, { cookie: owner.cookie }, { connections: 20, seconds })));
  } finally {
    await app.stop();
  }
}
