import type { EventEnvelope } from '@cobber/contracts';
import { createEvent } from '@cobber/kit';
import { describe, expect, it } from 'vitest';
import { NEWS_OF } from './words.ts';

const quote = {
  id: crypto.randomUUID(),
  ownerId: crypto.randomUUID(),
  quoteNumber: 'Q-0007',
  title: 'Kitchen downlights',
  description: null,
  clientId: null,
  clientName: 'Zoe Nguyen',
  clientEmail: 'zoe@example.com',
  totalAmount: '550.00',
  subtotal: '500.00',
  taxAmount: '50.00',
  status: 'approved' as const,
  revision: 3,
  includeTravel: false,
  travelDistance: '0.00',
  costPerKm: '0.00',
  travelCost: '0.00',
  aiSummary: null,
  tone: null,
  invoiceId: null,
  createdAt: '2026-11-01T03:00:00.000Z',
  updatedAt: '2026-11-02T03:00:00.000Z',
  items: [],
};
const acceptance = {
  revision: 3,
  totalAmount: '550.00',
  taxAmount: '50.00',
  acceptedAt: '2026-11-02T03:00:00.000Z',
  clientAddress: null,
  userAgent: null,
  optionalItemIds: [],
  signature: null,
  terms: null,
  termsAccepted: false,
};

const approved = (data: object) => JSON.parse(JSON.stringify(createEvent('quote.approved', { ownerId: quote.ownerId, key: quote.id, data: data as never }))) as EventEnvelope;

describe("the owner's news of an accepted quote", () => {
  it('names the option the client chose', () => {
    const words = NEWS_OF['quote.approved']!(approved({ ...quote, acceptance: { ...acceptance, option: { id: crypto.randomUUID(), name: 'Standard' } } }));
    expect(words).toMatchObject({ title: 'Zoe Nguyen accepted quote Q-0007', body: 'Kitchen downlights · Standard option · $550.00' });
  });

  it('says the title and total alone for a quote of one price', () => {
    expect(NEWS_OF['quote.approved']!(approved({ ...quote, acceptance }))?.body).toBe('Kitchen downlights · $550.00');
  });
});
