import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { PublicQuoteResponse } from '@cobber/contracts';
import { describe, expect, it } from 'vitest';
import { QuotePage } from './QuotePage.tsx';

const id = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';

function found(status: PublicQuoteResponse['quote']['status']): PublicQuoteResponse {
  return {
    quote: {
      title: 'Switchboard upgrade',
      clientName: 'Zoe Nguyen',
      createdAt: '2026-11-20T00:00:00.000Z',
      status,
      revision: 1,
      sentAt: '2026-11-23T00:00:00.000Z',
      validUntil: '2026-12-23',
      totalAmount: '1234.50',
      subtotal: '1122.27',
      taxAmount: '112.23',
      description: null,
      aiSummary: null,
      travelDistance: '0.00',
      travelCost: '0.00',
    },
    items: [{ id: '0b7f8c1e-1111-4a4a-8b8b-000000000001', description: 'Switchboard', type: 'labor', quantity: '1.00', unitPrice: '1122.27', totalPrice: '1122.27' }],
    deposit: null,
    business: { name: 'Sparky Dave Electrical', logoUrl: null, email: 'dave@sparky.au', phone: '0400 000 000', brandColors: null, timeZone: 'Australia/Sydney' },
  } as PublicQuoteResponse;
}

/** The page's text as the client reads it (its first HTML, as the server renders it). */
const page = (status: PublicQuoteResponse['quote']['status']) =>
  renderToString(createElement(QuotePage, { id, found: found(status) }))
    .replace(/<!-- -->|<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('the public page of an expired quote', () => {
  it('says when it expired and whom to ask, offers to ask, and offers no Accept', () => {
    const text = page('expired');
    expect(text).toContain('This quote expired on 23 Dec 2026 — ask Sparky Dave Electrical for an updated quote');
    expect(text).toContain('Ask for an updated quote');
    expect(text).not.toContain('Accept Quote');
    expect(text).not.toContain('Decline Quote');
  });

  it('shows how long an open quote is valid beside Accept', () => {
    const text = page('sent');
    expect(text).toContain('Valid until 23 Dec 2026');
    expect(text).toContain('Accept Quote');
    expect(text).not.toContain('Ask for an updated quote');
  });
});
