import type { Quote } from '@cobber/contracts';
import { describe, expect, it } from 'vitest';
import { quoteEmail } from './quote-email.ts';

const quote: Quote = {
  id: '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b',
  quoteNumber: 'Q-0002',
  title: 'Switchboard upgrade',
  description: null,
  clientId: null,
  clientName: 'Zoe Nguyen',
  clientEmail: 'zoe@example.com',
  totalAmount: '827.75',
  subtotal: '752.50',
  taxAmount: '75.25',
  status: 'draft',
  revision: 2,
  includeTravel: false,
  travelDistance: '0.00',
  costPerKm: '1.50',
  travelCost: '0.00',
  aiSummary: null,
  tone: null,
  invoiceId: null,
  createdAt: '2026-07-01T00:00:00.000Z',
  updatedAt: '2026-07-01T00:00:00.000Z',
};
const business = { name: 'Sparky Dave Electrical', applyGST: true, defaultHourlyRate: 90, timeZone: 'Australia/Brisbane' } as const;
const email = (deposit: { requested: string; paid: string } | null) =>
  quoteEmail({ quote, business, link: 'https://cobber.test/quote/6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b', logoUrl: null, deposit });

describe('the quote email', () => {
  it('comes from the business, greets the client by first name and names the quote', () => {
    const { subject, html, text, fromBusiness, replyTo } = quoteEmail({ quote, business: { ...business, email: 'dave@sparkydave.com.au' }, link: 'https://cobber.test/quote/x', logoUrl: null, deposit: null });
    expect(fromBusiness).toBe('Sparky Dave Electrical');
    expect(replyTo).toBe('dave@sparkydave.com.au');
    expect(subject).toBe('Quote Q-0002 from Sparky Dave Electrical: Switchboard upgrade');
    expect(text).toMatch(/^Hi Zoe,\n\nHere is quote Q-0002 from Sparky Dave Electrical for Switchboard upgrade\./);
    expect(html).toContain('Hi Zoe,');
    expect(html).toContain('Here is quote Q-0002 for <strong>Switchboard upgrade</strong>.');
  });

  it('states the deposit asked for, as part of the total, and where it is paid', () => {
    const { html, text } = email({ requested: '250.00', paid: '0.00' });
    const said = 'Deposit requested: $250.00 of $827.75. Once you accept the quote, you can pay it by card on the quote page.';
    expect(text).toContain(`Total: $827.75 (incl. GST)\n${said}`);
    expect(html).toContain(said);
  });

  it('says a deposit already paid is paid', () => {
    const { text } = email({ requested: '250.00', paid: '250.00' });
    expect(text).toContain('Deposit paid: $250.00 of $827.75. Thank you!');
    expect(text).not.toContain('Deposit requested');
  });

  it('says nothing of a deposit when none was asked for', () => {
    const { html, text } = email(null);
    expect(text).not.toContain('Deposit');
    expect(html).not.toContain('Deposit');
  });
});

describe('the quote email says how long the price holds', () => {
  it('prints "Valid until 23 Dec 2026" under the total', () => {
    const { html, text } = quoteEmail({ quote: { ...quote, validUntil: '2026-12-23' }, business, link: 'https://cobber.test/quote/x', logoUrl: null, deposit: null });
    expect(text).toContain('Total: $827.75 (incl. GST)\nValid until 23 Dec 2026');
    expect(html).toContain('Valid until 23 Dec 2026');
  });
});
