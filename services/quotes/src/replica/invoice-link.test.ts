import type { InvoiceStatus } from '@cobber/contracts';
import { createEvent } from '@cobber/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, type QuotesWorld, type TestOwner } from '../testing/services.ts';
import { linkChange } from './invoices.ts';

const SCHEDULE = {
  number: 1,
  kind: 'percent' as const,
  contractTotal: '556.20',
  variationsTotal: '0.00',
  claimedBefore: '0.00',
  thisClaim: '278.10',
  depositApplied: '0.00',
  retentionHeld: '0.00',
  remaining: '278.10',
};

describe("the quote's invoice link (Quote Details' View Invoice)", () => {
  let world: QuotesWorld;
  let sam: TestOwner;
  beforeAll(async () => {
    world = await startQuotesWorld();
    sam = await world.owner({ applyGST: true });
  });
  afterAll(() => world.stop());

  async function publish(...events: ReturnType<typeof createEvent>[]) {
    await world.bus.publish(events);
    await world.bus.settled();
  }

  function invoiceEvent(type: 'invoice.created' | 'invoice.cancelled', quoteId: string, invoiceId: string, invoiceNumber: string, status: InvoiceStatus, claim?: typeof SCHEDULE) {
    const data = {
      id: invoiceId,
      ownerId: sam.id,
      invoiceNumber,
      quoteId,
      title: 'Downlights',
      description: null,
      clientName: 'Zoe Nguyen',
      clientEmail: 'zoe@example.com',
      clientId: null,
      clientPhone: null,
      dueDate: '2999-01-01',
      status,
      paymentMethod: 'bank_transfer' as const,
      subtotal: '505.64',
      taxAmount: '50.56',
      totalAmount: '556.20',
      depositPaid: '0.00',
      paymentsReceived: '0.00',
      balanceDue: status === 'cancelled' ? '0.00' : '556.20',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      ...(claim ? { claim } : {}),
      items: [],
    };
    return createEvent(type, { ownerId: sam.id, key: invoiceId, data });
  }

  async function quote(): Promise<string> {
    return (await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Downlights', items: SAMPLE_ITEMS })).body.id;
  }
  const linkOf = async (id: string) => {
    const body = (await sam.quotes('GET', `/api/quotes/${id}`)).body as { invoiceId: string | null; money: { invoice: { invoiceNumber: string } | null } };
    return { invoiceId: body.invoiceId, invoiceNumber: body.money.invoice?.invoiceNumber ?? null };
  };

  it('a cancelled invoice is no longer the quote\'s, and the invoice made after it is', async () => {
    const id = await quote();
    const first = crypto.randomUUID();
    await publish(invoiceEvent('invoice.created', id, first, 'INV-0007', 'draft'));
    expect(await linkOf(id)).toMatchObject({ invoiceId: first, invoiceNumber: 'INV-0007' });
    await publish(invoiceEvent('invoice.cancelled', id, first, 'INV-0007', 'cancelled'));
    expect(await linkOf(id)).toMatchObject({ invoiceId: null, invoiceNumber: null });
    const second = crypto.randomUUID();
    await publish(invoiceEvent('invoice.created', id, second, 'INV-0008', 'draft'));
    expect(await linkOf(id)).toMatchObject({ invoiceId: second, invoiceNumber: 'INV-0008' });
    // The cancelled one's late news leaves the new invoice linked.
    await publish(invoiceEvent('invoice.cancelled', id, first, 'INV-0007', 'cancelled'));
    expect((await linkOf(id)).invoiceId).toBe(second);
  });

  it('a job billed in claims has no single invoice: a claim never becomes the quote\'s invoice', async () => {
    const id = await quote();
    await publish(invoiceEvent('invoice.created', id, crypto.randomUUID(), 'INV-0009', 'draft', SCHEDULE));
    await publish(invoiceEvent('invoice.created', id, crypto.randomUUID(), 'INV-0010', 'draft', { ...SCHEDULE, number: 2 }));
    expect(await linkOf(id)).toMatchObject({ invoiceId: null, invoiceNumber: null });
  });
});

describe('which invoice a quote links', () => {
  const invoice = { id: 'b', invoiceNumber: 'INV-0010', status: 'draft' as const };
  it('links its first invoice and a newer one, never an older one arriving late', () => {
    expect(linkChange({ invoice_id: null, invoice_number: null }, invoice)).toBe('link');
    expect(linkChange({ invoice_id: 'a', invoice_number: 'INV-0009' }, invoice)).toBe('link');
    expect(linkChange({ invoice_id: 'a', invoice_number: 'INV-0011' }, invoice)).toBe('keep');
  });
  it('unlinks its invoice once cancelled or when it is a claim, and ignores another invoice cancelled', () => {
    expect(linkChange({ invoice_id: 'b', invoice_number: 'INV-0010' }, { ...invoice, status: 'cancelled' })).toBe('unlink');
    expect(linkChange({ invoice_id: 'b', invoice_number: 'INV-0010' }, { ...invoice, claim: SCHEDULE })).toBe('unlink');
    expect(linkChange({ invoice_id: 'a', invoice_number: 'INV-0011' }, { ...invoice, status: 'cancelled' })).toBe('keep');
  });
});
