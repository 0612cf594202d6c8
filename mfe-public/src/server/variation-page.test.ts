import type { PublicVariation, VariationStatus } from '@cobber/contracts';
import { describe, expect, it } from 'vitest';
import { pageData, visibleText } from './testing/page-text.ts';
import { renderVariationPage } from './variation-page.tsx';

const id = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
const assets = { scripts: ['/mfe/public/page/variation.0123abcd.js'], css: 'body{margin:0}' };

function variation(status: VariationStatus = 'sent', total = '462.00'): PublicVariation {
  return {
    variation: {
      id,
      number: 'V1',
      title: 'Second basin',
      description: 'The client asked for a second basin in the ensuite.',
      status,
      subtotal: '420.00',
      taxAmount: '42.00',
      total,
      sentAt: '2025-07-01T04:00:00.000Z',
      approvedAt: status === 'approved' ? '2025-07-02T04:00:00.000Z' : null,
      rejectedAt: null,
      signedBy: status === 'approved' ? 'Jo Citizen' : null,
    },
    items: [{ id: crypto.randomUUID(), description: 'Install second basin', type: 'labor', quantity: '1.00', unitPrice: '420.00', totalPrice: '420.00' }],
    job: { title: 'Bathroom renovation', clientName: 'Jo Citizen', acceptedTotal: '1100.00' },
    business: { name: 'Bathrooms by Dave', logoUrl: null, email: 'office@bathrooms.com.au', phone: null, brandColors: null, timeZone: 'Australia/Sydney', applyGST: true },
  };
}

describe('the public variation page, rendered on the server', () => {
  it('answers 200 with the whole variation, the job it changes, the way to sign it and its data', () => {
    const found = variation();
    const { status, html } = renderVariationPage(found, id, assets);
    expect(status).toBe(200);
    const text = visibleText(html);
    for (const shown of [
      'Bathrooms by Dave',
      'Variation V1 to Bathroom renovation',
      'Second basin',
      'Jo Citizen',
      '1 Jul 2025',
      'Job as accepted $1,100.00',
      'The client asked for a second basin in the ensuite.',
      'Install second basin',
      'Subtotal $420.00',
      'GST (10%) $42.00',
      'Total $462.00',
      'Approve and Sign',
      'Decline Variation',
    ]) {
      expect(text).toContain(shown);
    }
    expect(html).toContain('<script defer src="/mfe/public/page/variation.0123abcd.js"></script>');
    expect(html).toContain('<title>Variation V1: Second basin – Bathrooms by Dave</title>');
    expect(pageData(html)).toEqual({ id, found });
  });

  it('shows a credit as one, and an approved variation with who signed and when, without the buttons', () => {
    const credit = visibleText(renderVariationPage(variation('sent', '-93.50'), id, assets).html);
    expect(credit).toContain('Credit -$93.50');
    const approved = visibleText(renderVariationPage(variation('approved'), id, assets).html);
    expect(approved).toContain('Variation Approved!');
    expect(approved).toContain('Signed by Jo Citizen on 2 Jul 2025');
    expect(approved).not.toContain('Approve and Sign');
  });

  it("answers 404 with 'Variation Not Found' when there is none", () => {
    const { status, html } = renderVariationPage(null, id, assets);
    expect(status).toBe(404);
    expect(visibleText(html)).toContain('Variation Not Found');
  });
});
