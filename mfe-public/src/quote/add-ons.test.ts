import type { PublicQuoteResponse } from '@cobber/contracts';
import { describe, expect, it } from 'vitest';
import { visibleText } from '../server/testing/page-text.ts';
import { renderQuotePage } from '../server/quote-page.tsx';

const id = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
const assets = { scripts: ['/mfe/public/page/quote.0123abcd.js'], css: '' };
const guard = crypto.randomUUID();

function gutters(status: 'viewed' | 'approved', chosen?: boolean, totals = { subtotal: '1000.00', taxAmount: '100.00', totalAmount: '1100.00' }): PublicQuoteResponse {
  return {
    quote: { title: 'Gutters', clientName: 'Zoe', createdAt: '2026-11-01T03:00:00.000Z', status, revision: 1, sentAt: '2026-11-01T04:00:00.000Z', ...totals, description: null, aiSummary: null, travelDistance: '0.00', travelCost: '0.00' },
    items: [
      { id: crypto.randomUUID(), description: 'Replace gutters', type: 'labor', quantity: '1.00', unitPrice: '1000.00', totalPrice: '1000.00' },
      { id: guard, description: 'Gutter guard', type: 'materials', quantity: '1.00', unitPrice: '300.00', totalPrice: '300.00', optional: true, ...(chosen === undefined ? {} : { chosen }) },
    ],
    deposit: null,
    business: { name: 'Roof Co', logoUrl: null, email: null, phone: null, brandColors: null, applyGST: true, quoteTerms: null, requireSignature: false },
  };
}

describe('add-ons on the public quote page', () => {
  it('shows each add-on with its amount and a tick box, the total without them', () => {
    const { html } = renderQuotePage(gutters('viewed'), id, assets);
    const text = visibleText(html);
    expect(text).toContain('Add-ons');
    expect(text).toContain('Gutter guard');
    expect(text).toContain('+$300.00');
    expect(text).toContain('Add-ons not included');
    expect(text).toContain('Total $1,100.00');
    expect(html).toMatch(/<input type="checkbox"[^>]*>/);
  });

  it('once accepted, shows what was chosen and the total with it', () => {
    const { html } = renderQuotePage(gutters('approved', true, { subtotal: '1300.00', taxAmount: '130.00', totalAmount: '1430.00' }), id, assets);
    const text = visibleText(html);
    expect(text).toContain('Chosen');
    expect(text).toContain('Includes 1 add-on');
    expect(text).toContain('Subtotal $1,300.00');
    expect(text).toContain('Total $1,430.00');
  });

  it('says who accepted it and when, once signed', () => {
    const found = { ...gutters('approved', true), acceptance: { acceptedAt: '2026-11-23T23:31:00.000Z', signedBy: 'Zoe Nguyen' } };
    expect(visibleText(renderQuotePage(found, id, assets).html)).toContain('Accepted by Zoe Nguyen on 24 Nov 2026');
  });
});
