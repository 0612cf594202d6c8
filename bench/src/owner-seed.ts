import { newClient, type Session } from './session.ts';

/** What the seeded owner has, by id: the pages that show one record open these. */
export interface SeededOwner {
  /** Sent, accepted by the client, invoiced and paid. */
  acceptedQuoteId: string;
  /** Sent and waiting on the client: the one a deposit is taken on. */
  sentQuoteId: string;
  invoiceId: string;
}

const LINES = ['Switchboard upgrade labour', 'RCD safety switches', 'Main switch', 'Surge protector', 'Smoke alarms (240V)', 'Cabling'];

/**
 * A working tradie's month: a business with GST and bank details, 12 clients, 12 quotes
 * with lines, one of them sent, accepted, invoiced and paid (a receipt), one sent.
 */
export async function seedOwner(owner: Session, base: string): Promise<SeededOwner> {
  await expectStatus(
    owner.post('/api/business', {
      name: 'Sparky Dave Electrical',
      email: 'office@sparkydave.com.au',
      phone: '0412 345 678',
      applyGST: true,
      bankName: 'Commonwealth Bank',
      bsb: '062-000',
      accountNumber: '12345678',
      accountName: 'Sparky Dave Pty Ltd',
    }),
    201,
  );
  const quoteIds: string[] = [];
  for (let n = 0; n < 12; n++) {
    const name = `Client ${n + 1}`;
    const email = `client${n + 1}@example.com`;
    const created = await expectStatus(
      owner.post('/api/quotes', {
        clientId: await newClient(owner, name, email),
        clientName: name,
        clientEmail: email,
        title: `Switchboard upgrade, job ${n + 1}`,
        description: 'Replace the fuse board with a new switchboard, RCDs and a surge protector; fit interconnected smoke alarms.',
        items: LINES.slice(0, 2 + (n % 5)).map((description, line) => ({ description, quantity: (line % 3) + 1, unitPrice: (45 + line * 37.5).toFixed(2), type: line === 0 ? 'labor' : 'materials' })),
      }),
      201,
    );
    quoteIds.push(((await created.json()) as { id: string }).id);
  }
  const [acceptedQuoteId, sentQuoteId] = quoteIds as [string, string];
  await expectStatus(owner.post(`/api/quotes/${acceptedQuoteId}/send`, {}), 200);
  await expectStatus(owner.post(`/api/quotes/${sentQuoteId}/send`, {}), 200);
  await expectStatus(fetch(`${base}/api/quotes/${acceptedQuoteId}/public/approve`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{}' }), 200);
  const invoiceId = await invoiceOf(owner, acceptedQuoteId);
  await expectStatus(owner.post(`/api/invoices/${invoiceId}/send`, {}), 200);
  await expectStatus(owner.post(`/api/invoices/${invoiceId}/mark-paid`, { paymentAmount: '100.00' }), 201);
  return { acceptedQuoteId, sentQuoteId, invoiceId };
}

/** The invoices service learns of the accepted quote from its events, so it may take a moment. */
async function invoiceOf(owner: Session, quoteId: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const created = await owner.post(`/api/quotes/${quoteId}/create-invoice`, {});
    if (created.ok) return ((await created.json()) as { id: string }).id;
    if (attempt === 50) throw new Error(`create-invoice: ${created.status} ${await created.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function expectStatus(pending: Promise<Response>, status: number): Promise<Response> {
  const response = await pending;
  if (response.status !== status) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response;
}
