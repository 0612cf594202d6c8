import { randomUUID } from 'node:crypto';
import type { EventEnvelope, EventType } from '@cobber/contracts';
import { createEvent } from '@cobber/kit';

/** A sent quote as its events carry it, for the owner's notifications to be told about. */
export function quoteEvent(type: Extract<EventType, `quote.${string}`>, ownerId: string, quote: { id?: string; quoteNumber?: string | null; clientName?: string } = {}): EventEnvelope {
  const id = quote.id ?? randomUUID();
  const now = new Date().toISOString();
  const data = {
    id,
    ownerId,
    quoteNumber: quote.quoteNumber === undefined ? 'Q-0007' : quote.quoteNumber,
    title: 'Switchboard upgrade',
    description: null,
    clientId: null,
    clientName: quote.clientName ?? 'Jane Citizen',
    clientEmail: 'jane@example.com',
    totalAmount: '4400.00',
    subtotal: '4000.00',
    taxAmount: '400.00',
    status: type === 'quote.approved' ? 'approved' : type === 'quote.rejected' ? 'rejected' : 'viewed',
    revision: 1,
    includeTravel: false,
    travelDistance: '0.00',
    costPerKm: '0.00',
    travelCost: '0.00',
    aiSummary: null,
    tone: null,
    invoiceId: null,
    createdAt: now,
    updatedAt: now,
    items: [],
  };
  return createEvent(type as 'quote.viewed', { ownerId, key: id, data: data as never });
}

export function invoicePaidEvent(ownerId: string): EventEnvelope {
  const id = randomUUID();
  const now = new Date().toISOString();
  const data = {
    id,
    ownerId,
    invoiceNumber: 'INV-0003',
    quoteId: null,
    title: 'Hot water system',
    description: null,
    clientName: 'Bob Hartley',
    clientEmail: 'bob@example.com',
    clientId: null,
    clientPhone: null,
    dueDate: '2026-12-01',
    status: 'paid',
    paymentMethod: 'bank_transfer',
    subtotal: '1000.00',
    taxAmount: '100.00',
    totalAmount: '1100.00',
    depositPaid: '0.00',
    paymentsReceived: '1100.00',
    balanceDue: '0.00',
    createdAt: now,
    updatedAt: now,
    items: [],
  };
  return createEvent('invoice.paid', { ownerId, key: id, data: data as never });
}

export function paymentEvent(
  ownerId: string,
  purpose: 'deposit' | 'invoice' | undefined,
  documentId = randomUUID(),
  named: { documentNumber: string; documentTitle: string } | null = null,
): EventEnvelope {
  const data = {
    ownerId,
    paymentId: randomUUID(),
    documentType: purpose === 'invoice' ? 'invoice' : 'quote',
    documentId,
    amountCents: 22000,
    customerEmail: 'jane@example.com',
    customerName: 'Jane Citizen',
    provider: 'test',
    providerPaymentId: `pi_${randomUUID()}`,
    testPayment: true,
    ...(purpose ? { purpose } : {}),
    ...named,
  };
  return createEvent('payment.succeeded', { ownerId, key: documentId, data: data as never });
}
