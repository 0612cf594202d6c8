import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HistoryEntry } from './HistoryEntry.tsx';

const approval = {
  id: '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b',
  changeType: 'approved',
  description: 'Zoe Nguyen accepted the quote',
  fieldChanged: 'Status',
  oldValue: 'viewed',
  newValue: 'approved',
  createdAt: '2026-11-23T23:31:00.000Z',
} as const;

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");
// A .test.ts file (the unit project's pattern), so no JSX here.
const render = (entry: Parameters<typeof HistoryEntry>[0]['entry']) => text(renderToStaticMarkup(createElement(HistoryEntry, { entry })));

describe('a history entry', () => {
  it("shows the client's acceptance record on their approval", () => {
    const acceptance = {
      revision: 3,
      totalAmount: '1100.00',
      taxAmount: '100.00',
      acceptedAt: '2026-11-23T23:31:00.000Z',
      clientAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      optionalItemIds: [],
      signature: null,
      terms: null,
      termsAccepted: false,
    };
    const shown = render({ ...approval, acceptance });
    expect(shown).toMatch(/Accepted by the client: revision 3, \$1,100\.00 incl\. \$100\.00 GST, .+, from 203\.0\.113\.7 \(Chrome on Android\)/);
  });

  it('shows who signed, when, and their signature', () => {
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    const acceptance = {
      revision: 1,
      totalAmount: '1430.00',
      taxAmount: '130.00',
      acceptedAt: '2026-11-23T23:31:00.000Z',
      clientAddress: null,
      userAgent: null,
      optionalItemIds: [],
      signature: { name: 'Zoe Nguyen', image },
      terms: 'Payment in 14 days',
      termsAccepted: true,
    };
    const html = renderToStaticMarkup(createElement(HistoryEntry, { entry: { ...approval, acceptance } }));
    expect(text(html)).toMatch(/Accepted by Zoe Nguyen on .+Agreed to your terms and conditions/);
    expect(html).toContain(`<img src="${image}" alt="Signature of Zoe Nguyen"`);
  });

  it('shows none on an approval without one', () => {
    expect(render(approval)).not.toContain('Accepted by the client');
  });
});
