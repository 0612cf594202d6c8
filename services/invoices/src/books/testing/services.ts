import { expect } from 'vitest';
import { startInvoicesWorld, type InvoicesWorld, type Owner } from '../../testing/services.ts';

/**
 * The books of the tests: the quarter Oct–Dec 2026, seen on 20 December 2026 (the
 * services' clock), by a GST-registered electrician in Sydney (Sam), a plumber who is not
 * registered (Alex), and an owner with nothing yet (Jo).
 */
export const QUARTER = { from: '2026-10-01', to: '2026-12-31' };
export const TODAY = new Date('2026-12-20T00:00:00Z');

/** A client whose name and lines are made to look like formulas and to break a naive CSV. */
export const HOSTILE_CLIENT = { name: '=HYPERLINK("http://evil.example","Zoe")', email: 'hostile@example.com' };
export const HOSTILE_LINES = [
  { description: '+61 400 000 000 after hours, "urgent", call first\nthen knock', quantity: 1, unitPrice: '11.00', type: 'labor' },
  { description: '-2 hours: @SUM(A1:A9)', quantity: 2, unitPrice: '5.50', type: 'materials' },
  { description: '@Bunnings run\t(fuses)', quantity: 1, unitPrice: '11.00', type: 'other' },
];

export interface Books {
  world: InvoicesWorld;
  sam: Owner;
  alex: Owner;
  jo: Owner;
  /** Sam's invoices, by what each stands for in the figures worked by hand below. */
  invoices: { paidInFull: Invoice; partPaid: Invoice; hostile: Invoice; lastQuarter: Invoice; cancelled: Invoice };
  alexInvoice: Invoice;
  get(owner: Owner, path: string): Promise<Response>;
  stop(): Promise<void>;
}

interface Invoice {
  id: string;
  invoiceNumber: string;
  dueDate: string;
  quoteId: string;
}

/** The invoice was made at that instant (`created_at` is the database's clock, not the services'). */
async function madeAt(world: InvoicesWorld, invoice: Invoice, instant: string): Promise<void> {
  await world.db('invoices').where('id', invoice.id).update({ created_at: instant });
}

async function invoiceOf(owner: Owner, body: Record<string, unknown>, deposit?: number): Promise<Invoice> {
  const quote = await owner.quote(body);
  if (deposit) expect((await owner.quotes('POST', `/api/quotes/${quote.id}/deposit`, { amount: deposit })).status).toBe(201);
  const made = await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {});
  expect(made.status).toBe(201);
  return { ...made.body, quoteId: quote.id };
}

async function receipt(owner: Owner, body: Record<string, unknown>): Promise<void> {
  const made = await owner.invoices('POST', '/api/receipts', { clientName: 'Zoe Nguyen', paymentMethod: 'Bank Transfer', ...body });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
}

const job = (title: string, items: unknown[]) => ({ clientName: 'Zoe Nguyen', clientEmail: 'zoe@example.com', title, includeTravel: false, items });

/**
 * Sam's quarter, worked by hand in the tests:
 * - INV-0001, made 15 Oct from the kitchen-downlights quote (lines 270.00, 149.70, 15.00
 *   and travel 30.00 = 464.70, GST 46.47, total 511.17), marked paid in full on 2 Nov;
 * - INV-0002, made 10 Nov (760.00 + 340.00 = 1,100.00, GST 110.00, total 1,210.00, and a
 *   deposit request of 300.00 that is no sale), 500.00 of it paid on 20 Nov;
 * - INV-0003, made at 00:30 on 1 Oct in Sydney (14:30 UTC on 30 Sep), the hostile lines
 *   (11.00 + 11.00 + 11.00 = 33.00, GST 3.30, total 36.30), unpaid;
 * - INV-0004, made at 23:30 on 30 Sep in Sydney: last quarter's (100.00, GST 10.00,
 *   total 110.00), paid in full on 3 Oct;
 * - INV-0005, made 1 Nov (1,000.00 + 100.00 GST), then cancelled;
 * - a deposit of 110.00 on 5 Dec on a quote of 200.00 + 20.00 GST not yet invoiced;
 * - a receipt of 80.00 on 1 Dec for no invoice or quote.
 */
export async function startBooks(): Promise<Books> {
  const world = await startInvoicesWorld({ clock: () => TODAY });
  const sam = await world.owner();
  const alex = await world.owner({ name: 'Alex Plumbing', applyGST: false, abn: null });
  const jo = await world.owner({ name: 'Jo Tiling' });

  const paidInFull = await invoiceOf(sam, {
    ...job('Kitchen downlights', [
      { description: 'Install LED downlights', quantity: 3, unitPrice: 90, type: 'labor' },
      { description: 'LED downlight kit', quantity: 6, unitPrice: '24.95', type: 'materials' },
      { description: 'Disposal', quantity: 1, unitPrice: 15, type: 'other' },
    ]),
    includeTravel: true,
    travelDistance: 20,
    costPerKm: '1.50',
  });
  await madeAt(world, paidInFull, '2026-10-15T01:00:00Z');
  expect((await sam.invoices('POST', `/api/invoices/${paidInFull.id}/mark-paid`, { paymentMethod: 'EFTPOS', paymentDate: '2026-11-02' })).status).toBe(201);

  const partPaid = await invoiceOf(
    sam,
    job('Switchboard upgrade', [
      { description: 'Electrician', quantity: 8, unitPrice: 95, type: 'labor' },
      { description: 'Switchboard', quantity: 1, unitPrice: 340, type: 'materials' },
    ]),
    300,
  );
  await madeAt(world, partPaid, '2026-11-10T03:00:00Z');
  await receipt(sam, { invoiceId: partPaid.id, paymentAmount: '500.00', paymentDate: '2026-11-20' });

  const client = await sam.business('POST', '/api/clients', HOSTILE_CLIENT);
  expect(client.status).toBe(201);
  const hostile = await invoiceOf(sam, { ...job('Odd jobs, "mixed"', HOSTILE_LINES), clientName: HOSTILE_CLIENT.name, clientEmail: HOSTILE_CLIENT.email, clientId: client.body.id });
  await madeAt(world, hostile, '2026-09-30T14:30:00Z');

  const lastQuarter = await invoiceOf(sam, job('Smoke alarms', [{ description: 'Smoke alarm', quantity: 2, unitPrice: 50, type: 'materials' }]));
  await madeAt(world, lastQuarter, '2026-09-30T13:30:00Z');
  await receipt(sam, { invoiceId: lastQuarter.id, paymentAmount: '110.00', paymentDate: '2026-10-03' });

  const cancelled = await invoiceOf(sam, job('Pool pump', [{ description: 'Pool pump circuit', quantity: 1, unitPrice: 1000, type: 'labor' }]));
  await madeAt(world, cancelled, '2026-11-01T01:00:00Z');
  // No route cancels an invoice yet; the books must leave one out all the same.
  await world.db('invoices').where('id', cancelled.id).update({ status: 'cancelled' });

  const notInvoiced = await sam.quote(job('Ceiling fans', [{ description: 'Ceiling fan', quantity: 1, unitPrice: 200, type: 'materials' }]));
  await receipt(sam, { quoteId: notInvoiced.id, paymentAmount: '110.00', paymentDate: '2026-12-05', paymentMethod: 'Credit Card' });
  await receipt(sam, { paymentAmount: '80.00', paymentDate: '2026-12-01', paymentMethod: 'Cash', clientName: 'Walk-in' });

  const alexInvoice = await invoiceOf(alex, job('Blocked drain', [{ description: 'Drain clearing', quantity: 2, unitPrice: 80, type: 'labor' }]));
  await madeAt(world, alexInvoice, '2026-11-05T01:00:00Z');

  return {
    world,
    sam,
    alex,
    jo,
    invoices: { paidInFull, partPaid, hostile, lastQuarter, cancelled },
    alexInvoice,
    get: (owner, path) => fetch(`${world.invoicesUrl}${path}`, { headers: owner.identity() }),
    stop: () => world.stop(),
  };
}
