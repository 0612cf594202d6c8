import { describe, expect, it } from 'vitest';
import type { Receipt } from '@cobber/contracts';
import { findReceipts } from './findReceipts.ts';

function receipt(receiptNumber: string, sentAt: string | null): Receipt {
  return {
    id: crypto.randomUUID(),
    receiptNumber,
    clientName: 'Zoe Nguyen',
    clientEmail: null,
    clientPhone: null,
    paymentAmount: '100.00',
    paymentMethod: 'Cash',
    paymentDate: '2025-07-01',
    description: null,
    messageTemplate: "Thanks! Here's your receipt for the job.",
    sentAt,
    beforePhotoUrl: null,
    invoiceId: null,
    quoteId: null,
    takenByCard: false,
    createdAt: '2025-07-01T00:00:00.000Z',
  };
}

describe('the receipts filter', () => {
  const receipts = [receipt('REC-0002', '2025-07-02T01:00:00.000Z'), receipt('REC-0001', null)];
  const numbers = (found: Receipt[]) => found.map((r) => r.receiptNumber);

  it('shows every receipt under All, in the order given', () => {
    expect(numbers(findReceipts(receipts, 'All'))).toEqual(['REC-0002', 'REC-0001']);
  });

  it('splits sent receipts from drafts', () => {
    expect(numbers(findReceipts(receipts, 'Sent'))).toEqual(['REC-0002']);
    expect(numbers(findReceipts(receipts, 'Unsent'))).toEqual(['REC-0001']);
  });
});
