import { describe, expect, it } from 'vitest';
import { clientFields, invoiceChoice, invoiceFields, invoicesOf } from './paidFor.ts';

const zoe = { id: '9b0f3a52-4f0e-4b7e-9a53-2c1d5a0b7e11', name: 'Zoe Nguyen', email: 'Zoe@example.com', phone: '0412 555 019' };
const invoice = (number: string, clientId: string | null, clientEmail: string | null) => ({
  id: crypto.randomUUID(),
  invoiceNumber: number,
  title: 'Switchboard upgrade',
  clientId,
  clientName: 'Zoe Nguyen',
  clientEmail,
  clientPhone: '0412 555 019',
  balanceDue: '638.25',
});

describe('what the receipt form picks', () => {
  const invoices = [invoice('INV-0003', zoe.id, 'zoe@example.com'), invoice('INV-0002', null, 'zoe@example.com'), invoice('INV-0001', crypto.randomUUID(), 'bob@example.com')];

  it("lists a client's invoices by the client's id, or by email for one that has none", () => {
    expect(invoicesOf(zoe, invoices).map((found) => found.invoiceNumber)).toEqual(['INV-0003', 'INV-0002']);
    expect(invoicesOf(undefined, invoices)).toHaveLength(3);
  });

  it('names an invoice by number, what it still owes and title', () => {
    expect(invoiceChoice(invoices[0]!)).toBe('INV-0003 · $638.25 owed · Switchboard upgrade');
  });

  it('fills in the client, and an invoice’s balance, description and client when none was picked', () => {
    expect(clientFields({ ...zoe, phone: null })).toEqual({ clientName: 'Zoe Nguyen', clientEmail: 'Zoe@example.com', clientPhone: '' });
    const picked = invoices[0]!;
    expect(invoiceFields(picked, false)).toEqual({ invoiceId: picked.id, paymentAmount: '638.25', description: 'Switchboard upgrade (invoice INV-0003)' });
    expect(invoiceFields(picked, true)).toMatchObject({ clientName: 'Zoe Nguyen', clientEmail: 'zoe@example.com', clientPhone: '0412 555 019' });
  });
});
