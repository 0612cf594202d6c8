import type { PublicQuoteResponse, QuoteStatus } from '@cobber/contracts';
import { apiPath } from '@cobber/web';
import { describe, expect, it } from 'vitest';
import { pageData, visibleText } from './testing/page-text.ts';
import { renderQuotePage } from './quote-page.tsx';

const id = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
const assets = { scripts: ['/mfe/public/page/quote.0123abcd.js'], css: 'body{margin:0}' };

function quote(overrides: Partial<PublicQuoteResponse['quote']> = {}): PublicQuoteResponse {
  return {
    quote: {
      title: 'Switchboard upgrade',
      clientName: 'Jo Citizen',
      createdAt: '2025-07-01T03:00:00.000Z',
      status: 'sent',
      revision: 1,
      sentAt: '2025-07-01T04:00:00.000Z',
      totalAmount: '1100.00',
      subtotal: '1000.00',
      taxAmount: '100.00',
      description: 'Replace the old ceramic fuses with a new board.',
      aiSummary: 'A safer board with RCD protection.',
      travelDistance: '0.00',
      travelCost: '0.00',
      ...overrides,
    },
    items: [
      { id: crypto.randomUUID(), description: 'Electrician', type: 'labor', quantity: '4.00', unitPrice: '90.00', totalPrice: '360.00' },
      { id: crypto.randomUUID(), description: 'Switchboard', type: 'materials', quantity: '1.00', unitPrice: '640.00', totalPrice: '640.00' },
    ],
    deposit: null,
    business: { name: 'Sparky Dave Electrical', logoUrl: null, email: 'office@sparkydave.com.au', phone: '0412 345 678', brandColors: null },
  };
}

describe('the public quote page, rendered on the server', () => {
  it('answers 200 with the whole quote, its deferred script and its data', () => {
    const found = quote();
    const { status, html } = renderQuotePage(found, id, assets);
    expect(status).toBe(200);
    const text = visibleText(html);
    for (const shown of [
      'Sparky Dave Electrical',
      'Quote for Review',
      'Switchboard upgrade',
      'Jo Citizen',
      '1 Jul 2025',
      'Sent',
      'Replace the old ceramic fuses with a new board.',
      'A safer board with RCD protection.',
      'Electrician',
      'Labour',
      'Materials',
      'Rate $640.00',
      'Subtotal $1,000.00',
      'Total $1,100.00',
    ]) {
      expect(text).toContain(shown);
    }
    expect(html).toContain('<script defer src="/mfe/public/page/quote.0123abcd.js"></script>');
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(pageData(html)).toEqual({ id, found });
  });

  it('keeps hostile text inert in the page, the title and the hydration data', () => {
    const hostile = '</script><script>alert(1)</script>';
    const found = quote({ title: hostile, description: `<!-- ${hostile}` });
    const { html } = renderQuotePage(found, id, assets);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; – Sparky Dave Electrical</title>');
    expect(pageData(html)).toEqual({ id, found });
  });

  it('shows GST (10%) only when GST is charged', () => {
    expect(visibleText(renderQuotePage(quote(), id, assets).html)).toContain('GST (10%) $100.00');
    const noGst = renderQuotePage(quote({ taxAmount: '0.00', totalAmount: '1000.00' }), id, assets).html;
    expect(visibleText(noGst)).not.toContain('GST');
  });

  it('shows travel as its own line, so the items and travel add up to the subtotal', () => {
    const withTravel = quote({ subtotal: '1037.50', taxAmount: '103.75', totalAmount: '1141.25', travelDistance: '25.00', travelCost: '37.50' });
    expect(visibleText(renderQuotePage(withTravel, id, assets).html)).toContain('Travel (25 km) $37.50 Subtotal $1,037.50');
    expect(visibleText(renderQuotePage(quote(), id, assets).html)).not.toContain('Travel');
  });

  it('with options, each option adds up on its card and the lines in every option show no totals of their own', () => {
    const [basic, standard] = [crypto.randomUUID(), crypto.randomUUID()];
    const found = quote({ subtotal: '330.00', taxAmount: '33.00', totalAmount: '363.00', travelDistance: '20.00', travelCost: '30.00' });
    found.items = [
      { id: crypto.randomUUID(), description: 'Isolate and test circuit', type: 'labor', quantity: '1.00', unitPrice: '100.00', totalPrice: '100.00' },
      { id: crypto.randomUUID(), description: '6 LED downlights', type: 'materials', quantity: '1.00', unitPrice: '200.00', totalPrice: '200.00', optionId: basic },
      { id: crypto.randomUUID(), description: '6 dimmable LED downlights', type: 'materials', quantity: '1.00', unitPrice: '400.00', totalPrice: '400.00', optionId: standard },
    ];
    found.options = [
      { id: basic, name: 'Basic', subtotal: '330.00', taxAmount: '33.00', total: '363.00' },
      { id: standard, name: 'Standard', subtotal: '530.00', taxAmount: '53.00', total: '583.00' },
    ];
    const text = visibleText(renderQuotePage(found, id, assets).html);
    expect(text).toContain('6 LED downlights $200.00 Qty 1 · Rate $200.00 In every option (below) $130.00 Subtotal $330.00 GST (10%) $33.00 Total $363.00');
    expect(text).toContain('6 dimmable LED downlights $400.00 Qty 1 · Rate $400.00 In every option (below) $130.00 Subtotal $530.00 GST (10%) $53.00 Total $583.00');
    const everyOption = text.slice(text.indexOf('In every option Each'));
    expect(everyOption).toMatch(/^In every option Each option's price above includes these\. Isolate and test circuit \$100\.00 Labour Qty 1 · Rate \$100\.00 Travel \(20 km\) \$30\.00 /);
    expect(everyOption).not.toMatch(/Subtotal|GST|Total/);
    expect(text).not.toContain('Line Items');
  });

  it.each<[QuoteStatus, boolean]>([
    ['draft', false],
    ['sent', true],
    ['viewed', true],
    ['approved', false],
    ['rejected', false],
  ])('offers Accept Quote and Decline Quote on a %s quote: %s', (status, offered) => {
    const text = visibleText(renderQuotePage(quote({ status }), id, assets).html);
    expect(text.includes('Ready to get started?')).toBe(offered);
    expect(text.includes('Accept Quote')).toBe(offered);
    expect(text.includes('Decline Quote')).toBe(offered);
  });

  it('says a quote sent and then changed is being updated, and one never sent is being prepared; neither takes an answer', () => {
    const changed = visibleText(renderQuotePage(quote({ status: 'draft', revision: 2 }), id, assets).html);
    expect(changed).toContain("This quote is being updated by Sparky Dave Electrical — you'll get the new version by email.");
    expect(changed).not.toContain('Accept Quote');
    const neverSent = visibleText(renderQuotePage(quote({ status: 'draft', sentAt: null }), id, assets).html);
    expect(neverSent).toContain("This quote is still being prepared. Sparky Dave Electrical will send it to you when it's ready.");
    expect(neverSent).not.toContain('being updated');
  });

  it('tells the client where things stand once answered, with ways to reach the business', () => {
    const approved = renderQuotePage(quote({ status: 'approved' }), id, assets).html;
    expect(visibleText(approved)).toContain('Quote Approved!');
    expect(approved).toContain('href="mailto:office@sparkydave.com.au"');
    expect(approved).toContain('href="tel:0412345678"');
    expect(visibleText(renderQuotePage(quote({ status: 'rejected' }), id, assets).html)).toContain('Quote Declined');
  });

  it('says at the top of the page that the quote was approved, and on which day, before the quote itself', () => {
    const approved = { ...quote({ status: 'approved' }), acceptance: { acceptedAt: '2026-11-27T14:30:00.000Z', signedBy: null } };
    const text = visibleText(renderQuotePage(approved, id, assets).html);
    // 14:30 UTC on the 27th is the 28th in Sydney.
    expect(text).toMatch(/^ ?Sparky Dave Electrical Quote Approved! .*Accepted on 28 Nov 2026 .*Quote for Review/);
    const signed = { ...approved, acceptance: { acceptedAt: '2026-11-27T14:30:00.000Z', signedBy: 'Jo Citizen' } };
    expect(visibleText(renderQuotePage(signed, id, assets).html)).toContain('Accepted by Jo Citizen on 28 Nov 2026');
    expect(visibleText(renderQuotePage(quote({ status: 'rejected' }), id, assets).html)).toMatch(/^ ?Sparky Dave Electrical Quote Declined .*Quote for Review/);
  });

  it('offers the requested deposit right after Quote Approved!, and only once approved', () => {
    const withDeposit = (status: QuoteStatus) => ({ ...quote({ status }), deposit: { requested: '330.00', paid: '0.00', due: '330.00' } });
    const approved = visibleText(renderQuotePage(withDeposit('approved'), id, assets).html);
    expect(approved).toMatch(/Quote Approved!.*Pay Deposit.*Pay Deposit \$330\.00/);
    expect(visibleText(renderQuotePage(withDeposit('viewed'), id, assets).html)).not.toContain('Pay Deposit');
    expect(visibleText(renderQuotePage(quote({ status: 'approved' }), id, assets).html)).not.toContain('Pay Deposit');
  });

  it('shows the requested deposit apart from the priced lines, as part of the total', () => {
    const found = quote({ status: 'viewed' });
    found.items.push({ id: crypto.randomUUID(), description: 'Deposit', type: 'deposit', quantity: '100.00', unitPrice: '330.00', totalPrice: '330.00' });
    found.deposit = { requested: '330.00', paid: '0.00', due: '330.00' };
    const text = visibleText(renderQuotePage(found, id, assets).html);
    expect(text).toContain('Total $1,100.00 Deposit requested: $330.00 of $1,100.00 Part of the total, not added to it.');
    expect(text).toContain('Once you accept, you can pay the $330.00 deposit by card right here.');
    // The lines are the priced ones only: no Deposit badge, no $330.00 line above the subtotal.
    expect(text).not.toMatch(/Deposit Qty/);
    expect(text).toMatch(/Rate \$640\.00 Subtotal \$1,000\.00/);
  });

  it('says how much of the deposit is paid', () => {
    const withDeposit = (paid: string, due: string) => ({ ...quote({ status: 'approved' }), deposit: { requested: '330.00', paid, due } });
    expect(visibleText(renderQuotePage(withDeposit('100.00', '230.00'), id, assets).html)).toContain(
      'Deposit requested: $330.00 of $1,100.00 $100.00 paid so far, $230.00 to pay.',
    );
    expect(visibleText(renderQuotePage(withDeposit('330.00', '0.00'), id, assets).html)).toContain('Deposit paid: $330.00 of $1,100.00 Part of the total, and paid.');
    expect(visibleText(renderQuotePage(quote(), id, assets).html)).not.toContain('Deposit');
  });

  it('themes the page with the business brand colours, orange without them', () => {
    const branded = quote();
    branded.business.brandColors = { primary: '#1d4ed8', onPrimary: '#ffffff', background: '#eff6ff' };
    const html = renderQuotePage(branded, id, assets).html;
    expect(html).toContain('--brand:#1d4ed8');
    expect(html).toContain('<meta name="theme-color" content="#1d4ed8">');
    expect(renderQuotePage(quote(), id, assets).html).toContain('--brand:#c2410c');
  });

  it('shows the job photos after the items: lazy thumbnails of a set size, labelled, each opening at display size', () => {
    const photo = (label: 'before' | 'after', caption: string | null) => {
      const photoId = crypto.randomUUID();
      const params = { id, photoId };
      const url = apiPath('GET /api/quotes/:id/public/photos/:photoId/display', { params });
      return { id: photoId, url, thumbnailUrl: apiPath('GET /api/quotes/:id/public/photos/:photoId/thumbnail', { params }), label, caption };
    };
    const photos = [photo('before', 'Cracked switchboard'), photo('before', null), photo('after', null)];
    const html = renderQuotePage({ ...quote(), photos }, id, assets).html;
    expect(visibleText(html)).toMatch(/Total \$1,100\.00 Photos Before Cracked switchboard Before After Ready to get started\?/);
    const images = [...html.matchAll(/<a href="([^"]+)"[^>]*><img ([^>]+)>/g)].map(([, href, img]) => ({ href, img: img ?? '' }));
    expect(images.map((image) => image.href)).toEqual(photos.map((p) => p.url));
    for (const [i, { img }] of images.entries()) {
      expect(img).toContain(`src="${photos[i]!.thumbnailUrl}"`);
      for (const attribute of ['width="320"', 'height="320"', 'loading="lazy"', 'decoding="async"']) expect(img).toContain(attribute);
    }
    expect(images.map(({ img }) => /alt="([^"]*)"/.exec(img)![1])).toEqual(['Cracked switchboard', 'Before photo 2', 'After photo 1']);
  });

  it('has no Photos section without photos', () => {
    expect(visibleText(renderQuotePage({ ...quote(), photos: [] }, id, assets).html)).not.toContain('Photos');
    expect(renderQuotePage(quote(), id, assets).html).not.toContain('<img');
  });

  it('answers 404 with Quote Not Found when there is no quote', () => {
    const { status, html } = renderQuotePage(null, id, assets);
    expect(status).toBe(404);
    expect(visibleText(html)).toContain(
      "Quote Not Found Sorry, we couldn't find the quote you're looking for. It may have been removed or the link may be incorrect.",
    );
  });
});
