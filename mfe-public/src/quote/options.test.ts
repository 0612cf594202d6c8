import type { PublicQuoteResponse } from '@cobber/contracts';
import { describe, expect, it } from 'vitest';
import { visibleText } from '../server/testing/page-text.ts';
import { renderQuotePage } from '../server/quote-page.tsx';

const id = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
const assets = { scripts: ['/mfe/public/page/quote.0123abcd.js'], css: '' };
const [basic, standard, premium] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];

function downlights(status: 'viewed' | 'approved', chosen?: string): PublicQuoteResponse {
  const line = (description: string, total: string, optionId?: string) => ({
    id: crypto.randomUUID(),
    description,
    type: 'materials' as const,
    quantity: '1.00',
    unitPrice: total,
    totalPrice: total,
    ...(optionId ? { optionId } : {}),
  });
  return {
    quote: { title: 'Downlights', clientName: 'Zoe', createdAt: '2026-11-01T03:00:00.000Z', status, revision: 2, sentAt: '2026-11-01T04:00:00.000Z', subtotal: '300.00', taxAmount: '30.00', totalAmount: '330.00', description: null, aiSummary: null, travelDistance: '0.00', travelCost: '0.00' },
    items: [line('Isolate and test circuit', '100.00'), line('Basic downlights', '200.00', basic), line('Standard downlights', '400.00', standard), line('Premium downlights', '800.00', premium)],
    deposit: null,
    business: { name: 'Sparks', logoUrl: null, email: null, phone: null, brandColors: null, applyGST: true, quoteTerms: null, requireSignature: false },
    options: [
      { id: basic, name: 'Basic', subtotal: '300.00', taxAmount: '30.00', total: '330.00' },
      { id: standard, name: 'Standard', subtotal: '500.00', taxAmount: '50.00', total: '550.00' },
      { id: premium, name: 'Premium', subtotal: '900.00', taxAmount: '90.00', total: '990.00' },
    ],
    ...(chosen ? { acceptance: { acceptedAt: '2026-11-02T03:00:00.000Z', signedBy: 'Zoe Nguyen', optionId: chosen } } : {}),
  };
}

describe('options on the public quote page', () => {
  it('shows each option with its own lines, its total and "Choose this option"; the common lines apart', () => {
    const text = visibleText(renderQuotePage(downlights('viewed'), id, assets).html);
    expect(text).toContain('Choose an option');
    for (const words of ['Basic', 'Basic downlights', '$330.00', 'Standard downlights', '$550.00', 'Premium downlights', '$990.00']) expect(text).toContain(words);
    expect(text.match(/Choose this option/g)).toHaveLength(3);
    expect(text).toContain('From $330.00');
    expect(text).toContain('Isolate and test circuit');
    expect(text).toContain('Choose one of the options above to accept.');
  });

  it('once accepted, names the option chosen and bills its lines', () => {
    const found = { ...downlights('approved', standard), quote: { ...downlights('approved').quote, subtotal: '500.00', taxAmount: '50.00', totalAmount: '550.00' } };
    const text = visibleText(renderQuotePage(found, id, assets).html);
    expect(text).toContain('You chose the Standard option.');
    expect(text).toContain('The option chosen');
    expect(text).toContain('Total (Standard) $550.00');
    expect(text).not.toContain('Choose this option');
  });
});
