import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from './dates.ts';
import { fieldErrors } from './errors.ts';
import {
  CreateInvoiceFromQuote,
  CreateInvoiceItem,
  formatInvoiceNumber,
  InvoiceDocument,
  InvoiceStatusLabels,
  isOverdue,
  PublicInvoiceResponse,
  SendInvoice,
  UpdateInvoice,
  UpdateInvoiceItem,
} from './invoices.ts';

const errorsOf = (result: { error?: Parameters<typeof fieldErrors>[0] }) => fieldErrors(result.error!);

describe('invoice numbers and labels', () => {
  it.each([
    [1, 'INV-0001'],
    [42, 'INV-0042'],
    [9999, 'INV-9999'],
    [12345, 'INV-12345'],
  ])('%i → %s', (n, number) => {
    expect(formatInvoiceNumber(n)).toBe(number);
  });

  it.each([0, -1, 1.5])('refuses %d', (n) => {
    expect(() => formatInvoiceNumber(n)).toThrow(RangeError);
  });

  it('labels statuses', () => {
    expect(InvoiceStatusLabels.overdue).toBe('Overdue');
  });
});

describe('CreateInvoiceFromQuote', () => {
  it('defaults to bank transfer and GST 10%; the service sets the due date from the business’s today', () => {
    expect(CreateInvoiceFromQuote.parse({})).toEqual({ paymentMethod: 'bank_transfer', taxRate: 10 });
  });

  it('takes a due date as an instant, to be read in the business’s time zone', () => {
    expect(CreateInvoiceFromQuote.parse({ dueDate: '2026-11-24T23:00:00Z' }).dueDate).toBe('2026-11-24T23:00:00Z');
  });

  it('takes the spec body', () => {
    expect(CreateInvoiceFromQuote.parse({ paymentMethod: 'cash', dueDate: '2025-08-01', taxRate: 10 })).toEqual({
      paymentMethod: 'cash',
      dueDate: '2025-08-01',
      taxRate: 10,
    });
  });

  it('names bad fields', () => {
    expect(errorsOf(CreateInvoiceFromQuote.safeParse({ paymentMethod: 'card', dueDate: '1/8/2025', taxRate: 15 }))).toEqual({
      paymentMethod: 'Choose bank transfer or cash',
      dueDate: 'Please enter a valid due date',
      taxRate: 'GST is 10%',
    });
  });
});

describe('invoice edits', () => {
  it('UpdateInvoice changes what is sent', () => {
    expect(UpdateInvoice.parse({ dueDate: '2025-08-01', description: '' })).toEqual({ dueDate: '2025-08-01', description: null });
    expect(errorsOf(UpdateInvoice.safeParse({ title: '', notes: 'x' }))).toEqual({
      title: 'Title is required',
      notes: 'Unknown field: notes',
    });
  });

  it('items carry the quote item messages', () => {
    expect(CreateInvoiceItem.parse({ description: 'Cable', quantity: '20', unitPrice: '3.10', type: 'materials' })).toEqual({
      description: 'Cable',
      quantity: 2000,
      unitPrice: 310,
      type: 'materials',
    });
    expect(errorsOf(CreateInvoiceItem.safeParse({ description: '', quantity: 0, unitPrice: 0, type: 'labor' }))).toEqual({
      description: 'Description is required',
      quantity: 'Hours/Quantity must be greater than 0',
      unitPrice: 'Rate/Price must be greater than 0',
    });
    expect(UpdateInvoiceItem.parse({ type: 'deposit' })).toEqual({ type: 'deposit' });
  });

  it('UpdateInvoice takes the whole list of lines, naming the field of a bad one', () => {
    const id = '9d2b6c1e-5a3f-4e7d-8c21-6b0f3e9a7d54';
    const cable = { description: 'Cable', quantity: '20', unitPrice: '3.10', type: 'materials' };
    expect(UpdateInvoice.parse({ items: [{ id, unitPrice: '95', totalPrice: '1' }, cable] })).toEqual({
      items: [{ id, unitPrice: 9500 }, { description: 'Cable', quantity: 2000, unitPrice: 310, type: 'materials' }],
    });
    expect(errorsOf(UpdateInvoice.safeParse({ items: [cable, { ...cable, quantity: 0 }, { id, detailedDescription: 'x' }] }))).toEqual({
      'items.1.quantity': 'Hours/Quantity must be greater than 0',
      'items.2.detailedDescription': 'Unknown field: detailedDescription',
    });
  });

  it('SendInvoice takes a message and a payment method', () => {
    expect(SendInvoice.parse({ message: ' Thanks! ', paymentMethod: 'cash' })).toEqual({ message: 'Thanks!', paymentMethod: 'cash' });
    expect(SendInvoice.parse({})).toEqual({ message: null, paymentMethod: 'bank_transfer' });
  });
});

describe('isOverdue', () => {
  const today = '2025-07-15';
  it.each([
    ['2025-07-14', 'sent', true],
    ['2025-07-14', 'draft', true],
    ['2025-07-15', 'sent', false],
    ['2025-07-16', 'sent', false],
    ['2025-07-14', 'paid', false],
    ['2025-07-14', 'cancelled', false],
    ['2025-07-16', 'overdue', true],
  ] as const)('due %s, %s: %s', (dueDate, status, overdue) => {
    expect(isOverdue(dueDate, status, today)).toBe(overdue);
  });
});

describe('dates', () => {
  it('adds calendar days across months and leap years', () => {
    expect(addDays('2025-01-25', 14)).toBe('2025-02-08');
    expect(addDays('2024-02-20', 14)).toBe('2024-03-05');
    expect(addDays('2025-12-25', 14)).toBe('2026-01-08');
  });

  it("takes today's date in Australia", () => {
    expect(todayIn('Australia/Sydney', new Date('2025-07-01T15:00:00Z'))).toBe('2025-07-02');
    expect(todayIn('Australia/Perth', new Date('2025-07-01T15:00:00Z'))).toBe('2025-07-01');
  });
});

describe('PublicInvoiceResponse', () => {
  const response = {
    invoice: {
      invoiceNumber: 'INV-0001',
      title: 'Downlights',
      clientName: 'Jo Bloggs',
      description: null,
      createdAt: '2025-07-01T09:30:00+10:00',
      dueDate: '2025-07-15',
      status: 'sent',
      subtotal: '100.00',
      taxAmount: '10.00',
      totalAmount: '110.00',
    },
    business: {
      name: 'Sparky Co',
      logoUrl: null,
      bankName: 'Bank',
      bsb: '123-456',
      accountNumber: '12345678',
      accountName: 'Sparky Co',
      abn: '53 004 085 616',
      applyGST: true,
      brandColors: null,
    },
    items: [],
  };

  it('carries what the client page and PDF show', () => {
    expect(PublicInvoiceResponse.parse(response)).toEqual(response);
    const withBalance = { ...response, invoice: { ...response.invoice, depositPaid: '50.00', balanceDue: '60.00' } };
    expect(PublicInvoiceResponse.parse(withBalance)).toEqual(withBalance);
  });

  it('refuses anything the emailed PDF does not print', () => {
    const leakyInvoices = [{ clientPhone: '0412 555 019' }, { clientId: crypto.randomUUID() }, { ownerId: crypto.randomUUID() }];
    for (const leak of leakyInvoices) expect(PublicInvoiceResponse.safeParse({ ...response, invoice: { ...response.invoice, ...leak } }).success).toBe(false);
    const leakyBusiness = { ...response, business: { ...response.business, xeroAccountCode: '200' } };
    expect(PublicInvoiceResponse.safeParse(leakyBusiness).success).toBe(false);
  });

  it('is every invoice document (what the PDF prints), so the page answers one', () => {
    const document = InvoiceDocument.parse({
      ...response,
      invoice: { ...response.invoice, clientEmail: 'jo@example.com', depositPaid: '50.00', paymentsReceived: '0.00', balanceDue: '60.00' },
      business: {
        ...response.business,
        ...{ address: null, phone: '0412 345 678', email: null, website: null },
        ...{ timeZone: 'Australia/Sydney', paymentTerms: null, quoteFooterNotes: 'Lic. 123456C' },
      },
      acceptedQuote: null,
      link: 'https://cobber.example/invoice/1/pay',
    });
    expect(PublicInvoiceResponse.parse(document)).toEqual(document);
  });
});
