import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { CreateReceipt, formatReceiptNumber, MarkInvoicePaid, paymentDateProblem, SendReceipt } from './receipts.ts';

const errorsOf = (result: { error?: Parameters<typeof fieldErrors>[0] }) => fieldErrors(result.error!);
const invoiceId = '3f1c2a9e-8b4d-4c7e-9a61-2d5f0b7e4c13';
const receipt = {
  clientName: 'Jo Bloggs',
  clientEmail: 'jo@example.com',
  paymentAmount: '110.00',
  paymentMethod: 'PayID',
  paymentDate: '2025-07-01T00:00:00.000Z',
};

describe('paymentDateProblem', () => {
  it('takes the business’s today and 1900-01-01, nothing after or before', () => {
    expect(paymentDateProblem('2026-06-30', '2026-06-30')).toBeNull();
    expect(paymentDateProblem('1900-01-01', '2026-06-30')).toBeNull();
    expect(paymentDateProblem('2026-07-01', '2026-06-30')).toBe('Payment date cannot be in the future');
    expect(paymentDateProblem('1899-12-31', '2026-06-30')).toBe('Payment date cannot be before 1900-01-01');
  });
});

describe('CreateReceipt', () => {
  it('takes the spec body, amount in cents, the date as sent (the service knows its time zone)', () => {
    expect(CreateReceipt.parse({ ...receipt, invoiceId, description: '', messageTemplate: '' })).toEqual({
      ...receipt,
      clientPhone: null,
      paymentAmount: 11000,
      paymentDate: '2025-07-01T00:00:00.000Z',
      description: null,
      messageTemplate: "Thanks! Here's your receipt for the job.",
      invoiceId,
      quoteId: null,
    });
  });

  it('gives the spec messages', () => {
    expect(errorsOf(CreateReceipt.safeParse({ clientName: '', paymentAmount: '', paymentDate: '2025-07-01' }))).toEqual({
      clientName: 'Client name is required',
      paymentAmount: 'Payment amount is required',
      paymentMethod: 'Payment method is required',
    });
    expect(errorsOf(CreateReceipt.safeParse({ ...receipt, paymentMethod: 'Bitcoin', paymentAmount: 0 }))).toEqual({
      paymentMethod: 'Payment method is required',
      paymentAmount: 'Payment amount must be greater than 0',
    });
  });

  it.each(['Bank Transfer', 'Cash', 'Credit Card', 'Cheque', 'PayID', 'EFTPOS'])('takes %s', (paymentMethod) => {
    expect(CreateReceipt.parse({ ...receipt, paymentMethod }).paymentMethod).toBe(paymentMethod);
  });

  it('allows no email, but not a bad one', () => {
    expect(CreateReceipt.parse({ ...receipt, clientEmail: '' }).clientEmail).toBeNull();
    expect(errorsOf(CreateReceipt.safeParse({ ...receipt, clientEmail: 'jo@' }))).toEqual({ clientEmail: 'Invalid email address' });
  });

  it.each([
    ['2025-02-30', 'Please enter a valid payment date'],
    ['yesterday', 'Please enter a valid payment date'],
    ['', 'Payment date is required'],
  ])('refuses a payment date of %j', (paymentDate, message) => {
    expect(errorsOf(CreateReceipt.safeParse({ ...receipt, paymentDate }))).toEqual({ paymentDate: message });
  });

  it('takes a date or an instant with its offset', () => {
    expect(CreateReceipt.parse({ ...receipt, paymentDate: ' 1900-01-01 ' }).paymentDate).toBe('1900-01-01');
    expect(CreateReceipt.parse({ ...receipt, paymentDate: '2026-11-25T10:00:00+11:00' }).paymentDate).toBe('2026-11-25T10:00:00+11:00');
  });

  it('needs our ids, not numbers', () => {
    expect(errorsOf(CreateReceipt.safeParse({ ...receipt, quoteId: 12 }))).toEqual({ quoteId: 'Unknown document' });
  });
});

describe('MarkInvoicePaid', () => {
  it('defaults what the invoice knows', () => {
    expect(MarkInvoicePaid.parse({})).toEqual({
      clientName: null,
      clientEmail: null,
      clientPhone: null,
      paymentMethod: 'Bank Transfer',
      description: null,
      messageTemplate: "Thanks! Here's your receipt for the job.",
      invoiceId: null,
      quoteId: null,
    });
    expect(MarkInvoicePaid.parse({ paymentAmount: 60, paymentMethod: 'Cash' })).toMatchObject({ paymentAmount: 6000 });
  });

  it("takes the spec's receipt data: the Create Receipt form's fields", () => {
    const body = { ...receipt, description: 'Kitchen downlights', messageTemplate: 'Thanks Jo!' };
    expect(MarkInvoicePaid.parse({ ...body, invoiceId })).toEqual({
      ...body,
      clientPhone: null,
      paymentAmount: 11000,
      invoiceId,
      quoteId: null,
    });
    expect(errorsOf(MarkInvoicePaid.safeParse({ ...receipt, clientEmail: 'jo@' }))).toEqual({ clientEmail: 'Invalid email address' });
    expect(errorsOf(MarkInvoicePaid.safeParse({ ...receipt, tip: 5 }))).toEqual({ tip: 'Unknown field: tip' });
  });
});

describe('SendReceipt and receipt numbers', () => {
  it('sends by email or SMS', () => {
    expect(SendReceipt.parse({ method: 'sms' })).toEqual({ method: 'sms' });
    expect(errorsOf(SendReceipt.safeParse({ method: 'fax' }))).toEqual({ method: 'Choose email or SMS' });
  });

  it('numbers receipts REC-0001', () => {
    expect(formatReceiptNumber(1)).toBe('REC-0001');
  });
});
