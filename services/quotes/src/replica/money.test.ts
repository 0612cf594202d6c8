import { moneyStatus, type InvoiceStatus } from '@cobber/contracts';
import { createEvent } from '@cobber/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, type QuotesWorld, type TestOwner } from '../testing/services.ts';

// One money status per job, from what the quotes service heard of deposits and the invoice.

describe("a quote's money, as the owner's screens read it", () => {
  let world: QuotesWorld;
  let sam: TestOwner;
  beforeAll(async () => {
    world = await startQuotesWorld();
    sam = await world.owner({ applyGST: true });
  });
  afterAll(() => world.stop());

  /** $556.20 inc. GST, a $200.00 deposit requested. */
  async function quoteWithDeposit(): Promise<string> {
    const made = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Downlights', items: SAMPLE_ITEMS });
    expect((await sam.quotes('POST', `/api/quotes/${made.body.id}/deposit`, { amount: '200.00' })).status).toBe(201);
    return made.body.id;
  }

  async function publish(...events: ReturnType<typeof createEvent>[]) {
    await world.bus.publish(events);
    await world.bus.settled();
  }

  const paid = (quoteId: string, amountCents: number) =>
    createEvent('payment.succeeded', {
      ownerId: sam.id,
      key: quoteId,
      data: {
        ownerId: sam.id,
        paymentId: crypto.randomUUID(),
        documentType: 'quote',
        documentId: quoteId,
        amountCents,
        customerEmail: 'zoe@example.com',
        customerName: 'Zoe Nguyen',
        provider: 'test',
        providerPaymentId: `test_${crypto.randomUUID()}`,
        testPayment: true,
      },
    });

  function invoiceEvent(
    type: 'invoice.created' | 'invoice.updated' | 'invoice.sent' | 'invoice.paid',
    quoteId: string,
    invoiceId: string,
    facts: { status: InvoiceStatus; balanceDue: string; dueDate?: string },
  ) {
    const data = {
      id: invoiceId,
      ownerId: sam.id,
      invoiceNumber: 'INV-0007',
      quoteId,
      title: 'Downlights',
      description: null,
      clientName: 'Zoe Nguyen',
      clientEmail: 'zoe@example.com',
      clientId: null,
      clientPhone: null,
      dueDate: facts.dueDate ?? '2999-01-01',
      status: facts.status,
      paymentMethod: 'bank_transfer' as const,
      subtotal: '505.64',
      taxAmount: '50.56',
      totalAmount: '556.20',
      depositPaid: '200.00',
      paymentsReceived: '0.00',
      balanceDue: facts.balanceDue,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      items: [],
    };
    return createEvent(type, { ownerId: sam.id, key: invoiceId, data });
  }

  const money = async (id: string) => (await sam.quotes('GET', `/api/quotes/${id}`)).body.money;
  const listed = async (id: string) => ((await sam.quotes('GET', '/api/quotes')).body as { id: string; money?: unknown }[]).find((quote) => quote.id === id);

  it('goes from deposit requested to paid (amount and date), invoiced with a balance due, then paid in full, the same on the quote and the dashboard', async () => {
    const id = await quoteWithDeposit();
    expect(await money(id)).toEqual({ depositRequested: '200.00', depositPaid: '0.00', depositPaidAt: null, invoice: null });
    expect(moneyStatus(await money(id))).toMatchObject({ stage: 'deposit_requested', owedCents: 20_000 });

    const payment = paid(id, 20_000);
    await publish(payment);
    expect(await money(id)).toEqual({ depositRequested: '200.00', depositPaid: '200.00', depositPaidAt: payment.occurredAt, invoice: null });
    expect(moneyStatus(await money(id))).toMatchObject({ stage: 'deposit_paid', owedCents: 0 });
    expect((await listed(id))?.money).toEqual(await money(id));

    const invoiceId = crypto.randomUUID();
    await publish(invoiceEvent('invoice.created', id, invoiceId, { status: 'draft', balanceDue: '356.20' }));
    const invoiced = await money(id);
    expect(invoiced.invoice).toEqual({ id: invoiceId, invoiceNumber: 'INV-0007', totalAmount: '556.20', balanceDue: '356.20', paid: false, overdue: false });
    expect(moneyStatus(invoiced)).toMatchObject({ stage: 'balance_due', owedCents: 35_620 });
    expect(await listed(id)).toMatchObject({ invoiceId, invoiceNumber: 'INV-0007', money: invoiced });
    // The link is news for the other services' copies of the quote; the money alone is not.
    // Counted once the link's event has reached the observer (the relay is asynchronous;
    // a quote's events arrive in order, so every earlier one has too).
    const quoteUpdates = () => world.events.filter((event) => event.key === id && event.type === 'quote.updated');
    await expect.poll(() => quoteUpdates().some((event) => (event.data as { invoiceId?: string }).invoiceId === invoiceId)).toBe(true);
    const quoteEvents = () => quoteUpdates().length;
    const linked = quoteEvents();

    await publish(invoiceEvent('invoice.sent', id, invoiceId, { status: 'sent', balanceDue: '356.20', dueDate: '2000-01-01' }));
    expect((await money(id)).invoice).toMatchObject({ overdue: true, paid: false });
    expect((await listed(id))?.money).toEqual(await money(id));

    await publish(invoiceEvent('invoice.paid', id, invoiceId, { status: 'paid', balanceDue: '0.00' }));
    expect(moneyStatus(await money(id))).toMatchObject({ stage: 'paid_in_full', owedCents: 0 });
    expect((await listed(id))?.money).toEqual(await money(id));
    expect(quoteEvents()).toBe(linked);
  });

  it("counts each card deposit once, dated by the latest, and ignores another owner's quote", async () => {
    const id = await quoteWithDeposit();
    const first = paid(id, 5_000);
    await publish(first, first);
    const second = paid(id, 2_500);
    await publish(second);
    expect(await money(id)).toMatchObject({ depositPaid: '75.00', depositPaidAt: second.occurredAt });
    expect(moneyStatus(await money(id))).toMatchObject({ stage: 'deposit_paid', owedCents: 12_500 });

    const alex = await world.owner();
    const theirs = (await alex.quotes('POST', '/api/quotes', { ...alex.client, title: 'Fan', items: SAMPLE_ITEMS })).body.id as string;
    await publish(paid(theirs, 5_000));
    expect((await alex.quotes('GET', `/api/quotes/${theirs}`)).body.money.depositPaid).toBe('0.00');
  });

  it('drops a cancelled invoice from the money: the deposit stands', async () => {
    const id = await quoteWithDeposit();
    const invoiceId = crypto.randomUUID();
    await publish(invoiceEvent('invoice.created', id, invoiceId, { status: 'draft', balanceDue: '556.20' }));
    expect(moneyStatus(await money(id))).toMatchObject({ stage: 'invoiced' });
    await publish(invoiceEvent('invoice.updated', id, invoiceId, { status: 'cancelled', balanceDue: '556.20' }));
    expect(await money(id)).toMatchObject({ invoice: null });
    expect(moneyStatus(await money(id))).toMatchObject({ stage: 'deposit_requested' });
  });
});
