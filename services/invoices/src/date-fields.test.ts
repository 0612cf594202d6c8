import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, type InvoicesWorld, type Owner } from './testing/services.ts';

const padded = (n: number, width: number) => String(n).padStart(width, '0');

/** A day as a person or a client library may write it: any year from 0 to 9999 (the edges of the years taken most), any month and day number. */
const writtenDay = fc
  .record({
    year: fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(1, 20, 1899, 1900, 1999, 2000, 2026, 2100, 2101)),
    month: fc.integer({ min: 0, max: 13 }),
    day: fc.integer({ min: 0, max: 32 }),
  })
  .map(({ year, month, day }) => `${padded(year, 4)}-${padded(month, 2)}-${padded(day, 2)}`);

/** What a date field may be sent: such a day, as an instant with an offset, or text that is no date at all. */
const sentDate = fc.oneof(
  writtenDay,
  fc.tuple(writtenDay, fc.constantFrom('T00:00:00Z', 'T23:59:59+14:00', 'T12:00:00.123-12:00', 'T24:00:00Z', 'T10:00')).map(([day, time]) => day + time),
  fc.constantFrom('+020000-01-01', '-000001-01-01', '2026-1-1', '20260101', ' 2026-11-27 ', '', 'tomorrow', '2026-11-27\u0000'),
  fc.string({ maxLength: 30 }),
);

/** Taken, or refused naming the field; never a server error, and what is kept is a plausible day. */
function answersSoundly(answer: { status: number; body: { error?: { fields?: Record<string, string> } } }, field: string, sent: unknown): void {
  expect(answer.status, `${field}: ${JSON.stringify(sent)}`).toBeLessThan(500);
  if (answer.status === 400) expect(Object.keys(answer.body.error?.fields ?? {}), JSON.stringify(sent)).toContain(field);
}

const plausible = (day: string, from: string, to: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day.slice(0, 4) >= from && day.slice(0, 4) <= to;

describe('every date field, sent anything', () => {
  let world: InvoicesWorld;
  let owner: Owner;
  let quoteId: string;
  let invoiceId: string;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    owner = await world.owner();
    quoteId = (await owner.quote()).id;
    invoiceId = (await owner.invoices('POST', `/api/quotes/${(await owner.quote()).id}/create-invoice`, {})).body.id;
  });
  afterAll(() => world.stop());

  const runs = { numRuns: 60 };

  it("invoices a quote due on a day from 2000 to 2100, or says what is wrong with the due date", async () => {
    await fc.assert(
      fc.asyncProperty(sentDate, async (dueDate) => {
        const answer = await owner.invoices('POST', `/api/quotes/${quoteId}/create-invoice`, { dueDate });
        answersSoundly(answer, 'dueDate', dueDate);
        if (answer.status < 300) expect(plausible(answer.body.dueDate, '1999', '2101'), dueDate).toBe(true);
      }),
      runs,
    );
  });

  it('changes a due date to a day from 2000 to 2100 only', async () => {
    await fc.assert(
      fc.asyncProperty(sentDate, async (dueDate) => {
        const answer = await owner.invoices('PATCH', `/api/invoices/${invoiceId}`, { dueDate });
        answersSoundly(answer, 'dueDate', dueDate);
        if (answer.status === 200) expect(plausible(answer.body.dueDate, '1999', '2101'), dueDate).toBe(true);
      }),
      runs,
    );
    const refused = await owner.invoices('PATCH', `/api/invoices/${invoiceId}`, { dueDate: '0001-01-01' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ dueDate: 'Please enter a valid due date: from 2000 to 2100' });
  });

  it('records a payment on a day from 1900 to today only', async () => {
    const receipt = { clientName: 'Zoe Nguyen', paymentAmount: '120.00', paymentMethod: 'Cash' };
    await fc.assert(
      fc.asyncProperty(sentDate, async (paymentDate) => {
        const answer = await owner.invoices('POST', '/api/receipts', { ...receipt, paymentDate });
        answersSoundly(answer, 'paymentDate', paymentDate);
        if (answer.status === 201) expect(plausible(answer.body.paymentDate, '1899', '2100'), paymentDate).toBe(true);
      }),
      runs,
    );
    const early = await owner.invoices('POST', '/api/receipts', { ...receipt, paymentDate: '0020-02-29' });
    expect(early.body.error.fields).toEqual({ paymentDate: 'Payment date cannot be before 1900-01-01' });
  });

  it('reports the GST of a range of plausible days only', async () => {
    await fc.assert(
      fc.asyncProperty(sentDate, sentDate, async (from, to) => {
        const answer = await owner.invoices('GET', `/api/reports/gst?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
        expect(answer.status, `${from}..${to}`).toBeLessThan(500);
        if (answer.status === 400) expect(Object.keys(answer.body.error.fields ?? {}).some((field) => field === 'from' || field === 'to')).toBe(true);
      }),
      runs,
    );
  });

  it('keeps a quote valid until a day from 2000 to 2100 only', async () => {
    const draft = (await owner.quote()).id;
    await fc.assert(
      fc.asyncProperty(sentDate, async (validUntil) => {
        const answer = await owner.quotes('PATCH', `/api/quotes/${draft}`, { validUntil });
        answersSoundly(answer, 'validUntil', validUntil);
      }),
      runs,
    );
  });
});
