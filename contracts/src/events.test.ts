import { describe, expect, it } from 'vitest';
import { EVENT_VERSION, eventStream, parseEvent } from './events.ts';

const ownerId = '9b2e4f10-6c3a-4d8e-b1f7-0a5c2e9d4b61';
const quoteId = '3f1c2a9e-8b4d-4c7e-9a61-2d5f0b7e4c13';
const timestamp = '2025-07-01T09:30:00.000Z';

const quote = {
  id: quoteId,
  ownerId,
  quoteNumber: 'Q-0001',
  title: 'Downlights',
  description: null,
  clientId: null,
  clientName: 'Jo Bloggs',
  clientEmail: 'jo@example.com',
  totalAmount: '110.00',
  subtotal: '100.00',
  taxAmount: '10.00',
  status: 'approved',
  revision: 3,
  includeTravel: false,
  travelDistance: '0.00',
  costPerKm: '1.50',
  travelCost: '0.00',
  aiSummary: null,
  tone: null,
  invoiceId: null,
  createdAt: timestamp,
  updatedAt: timestamp,
  items: [
    {
      id: '7d0e5b2c-1a4f-4e6b-8c9d-3f2a1b0c9e8d',
      quoteId,
      description: 'Install',
      detailedDescription: null,
      quantity: '1.00',
      unitPrice: '100.00',
      totalPrice: '100.00',
      type: 'labor',
      optional: false,
    },
  ],
  acceptance: {
    revision: 3,
    totalAmount: '110.00',
    taxAmount: '10.00',
    acceptedAt: timestamp,
    clientAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)',
    optionalItemIds: [],
    signature: { name: 'Jo Bloggs', image: 'data:image/png;base64,iVBORw0KGgo=' },
    terms: null,
    termsAccepted: false,
  },
};

const envelope = (type: string, data: unknown, version = EVENT_VERSION) => ({
  id: '0c8f6a2d-5e4b-4a1c-9d3e-7b6f5a4c3d2e',
  type,
  version,
  occurredAt: timestamp,
  ownerId,
  key: quoteId,
  data,
});

describe('parseEvent', () => {
  it('reads a quote event with its items, revision and acceptance record', () => {
    const event = parseEvent(envelope('quote.approved', quote));
    expect(event.type).toBe('quote.approved');
    expect(event.data).toEqual(quote);
    expect(eventStream(event.type)).toBe('quote');
  });

  it('reads a quote event written before revisions as the first revision, not accepted online', () => {
    const { revision: _revision, acceptance: _acceptance, ...old } = quote;
    expect(parseEvent(envelope('quote.sent', old)).data).toMatchObject({ revision: 1, acceptance: null });
  });

  it('reads a quote event written before add-ons and signatures: no add-on, none chosen, not signed', () => {
    const { optionalItemIds: _ids, signature: _signature, terms: _terms, termsAccepted: _agreed, ...acceptance } = quote.acceptance;
    const old = { ...quote, items: quote.items.map(({ optional: _optional, ...item }) => item), acceptance };
    expect(parseEvent(envelope('quote.approved', old)).data).toMatchObject({
      items: [{ optional: false }],
      acceptance: { optionalItemIds: [], signature: null, terms: null, termsAccepted: false },
    });
  });

  it('reads a payment outcome', () => {
    const data = {
      ownerId,
      paymentId: '0c8f6a2d-5e4b-4a1c-9d3e-7b6f5a4c3d2f',
      documentType: 'quote',
      documentId: quoteId,
      amountCents: 3300,
      customerEmail: 'jo@example.com',
      customerName: 'Jo Bloggs',
      provider: 'stripe',
      providerPaymentId: 'pi_1',
      testPayment: true,
    };
    expect(parseEvent(envelope('payment.succeeded', data)).data).toEqual(data);
    expect(() => parseEvent(envelope('payment.failed', data))).toThrow(); // needs its failureMessage
    expect(() => parseEvent(envelope('payment.succeeded', { ...data, amountCents: 33.5 }))).toThrow();
  });

  it('reads a payment written before payments said whether they were tests: the built-in provider’s were', () => {
    const old = {
      ownerId,
      paymentId: '0c8f6a2d-5e4b-4a1c-9d3e-7b6f5a4c3d2f',
      documentType: 'quote',
      documentId: quoteId,
      amountCents: 3300,
      customerEmail: 'jo@example.com',
      customerName: 'Jo Bloggs',
      providerPaymentId: 'pi_1',
    };
    expect(parseEvent(envelope('payment.succeeded', { ...old, provider: 'test' })).data).toMatchObject({ testPayment: true });
    expect(parseEvent(envelope('payment.succeeded', { ...old, provider: 'stripe' })).data).toMatchObject({ testPayment: false });
    expect(parseEvent(envelope('payment.failed', { ...old, provider: 'test', failureMessage: 'Declined' })).data).toMatchObject({ testPayment: true });
  });

  it("reads a business's time zone, and Sydney's for a business event written before businesses had one", () => {
    const business = {
      id: '5a1d3c7e-2b9f-4e6a-8d0c-1f4e7a2b5c9d',
      ownerId,
      name: 'Sparky Co',
      abn: null,
      email: null,
      phone: null,
      website: null,
      address: '12 Hay St, Perth WA 6000',
      logoUrl: null,
      brandColors: null,
      paymentTerms: null,
      quoteFooterNotes: null,
      bankName: null,
      bsb: null,
      accountNumber: null,
      accountName: null,
      defaultHourlyRate: 90,
      applyGST: true,
      createdAt: timestamp,
      updatedAt: timestamp,
    };
    const perth = parseEvent(envelope('business.updated', { ...business, timeZone: 'Australia/Perth' }));
    expect(perth.data).toMatchObject({ timeZone: 'Australia/Perth' });
    expect(parseEvent(envelope('business.updated', business)).data).toMatchObject({ timeZone: 'Australia/Sydney' });
    expect(() => parseEvent(envelope('business.updated', { ...business, timeZone: 'Europe/London' }))).toThrow();
  });

  it('rejects an unknown type', () => {
    expect(() => parseEvent(envelope('quote.exploded', quote))).toThrow('Unknown event type quote.exploded');
  });

  it('rejects an unknown version', () => {
    expect(() => parseEvent(envelope('quote.sent', quote, 2))).toThrow('Unsupported version 2 of quote.sent');
  });

  it('rejects data that does not match its type', () => {
    expect(() => parseEvent(envelope('quote.sent', { ...quote, totalAmount: 110 }))).toThrow();
    expect(() => parseEvent({ ...envelope('quote.sent', quote), ownerId: 'nobody' })).toThrow();
  });
});
