import { createSmsSender } from '@cobber/documents';
import { startFakeTwilio, type FakeTwilio } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, type QuotesWorld, type TestOwner } from '../testing/services.ts';

describe('a quote sent by text', () => {
  let world: QuotesWorld;
  let twilio: FakeTwilio;
  let sam: TestOwner;

  const newQuote = async (owner: TestOwner, items = SAMPLE_ITEMS) => (await owner.quotes('POST', '/api/quotes', { ...owner.client, title: 'Downlights', items })).body;
  const givePhone = async (owner: TestOwner, phone: string | null) => {
    expect((await owner.business('PATCH', `/api/clients/${owner.client.clientId}`, { phone })).status).toBe(200);
  };
  const textsTo = (number: string) => twilio.requests.filter((request) => request.form.get('To') === number);

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    const sms = createSmsSender({ twilio: { accountSid: 'AC123', authToken: 'secret', from: '+61400000001', baseUrl: twilio.url }, mailboxDir: null });
    world = await startQuotesWorld({ sms, dailyLimits: { sms: 2 } });
    sam = await world.owner({ name: 'Sparks Electrical' });
    await givePhone(sam, '0412 345 678');
  });
  afterAll(async () => {
    await world.stop();
    await twilio.stop();
  });

  it('texts "{business}: quote {number} for ${total}: {link}" to the client’s phone and marks the quote sent', async () => {
    const quote = await newQuote(sam, [{ description: 'Switchboard upgrade', quantity: 1, unitPrice: '1122.27', type: 'labor' }]);
    const before = textsTo('+61412345678').length;
    const mailsBefore = world.smtp.received.length;
    const sent = await sam.quotes('POST', `/api/quotes/${quote.id}/send`, { method: 'sms' });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('sent');
    const texts = textsTo('+61412345678');
    expect(texts).toHaveLength(before + 1);
    // 1,122.27 + 10% GST (112.23) = 1,234.50
    expect(texts.at(-1)!.form.get('Body')).toBe(`Sparks Electrical: quote ${quote.quoteNumber} for $1,234.50: http://cobber.test/quote/${quote.id}`);
    expect(world.smtp.received).toHaveLength(mailsBefore);
    const history = (await sam.quotes('GET', `/api/quotes/${quote.id}/history`)).body;
    expect(history[0]).toMatchObject({ changeType: 'sent', description: 'Quote sent to 0412 345 678' });
  });

  it('still emails with the spec’s empty body', async () => {
    const quote = await newQuote(sam);
    const before = twilio.requests.length;
    const mailsBefore = world.smtp.received.length;
    expect((await sam.quotes('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
    expect(world.smtp.received).toHaveLength(mailsBefore + 1);
    expect(twilio.requests).toHaveLength(before);
  });

  it('answers 400 naming clientPhone when the client has no phone, or one Cobber cannot text, and sends nothing', async () => {
    const alex = await world.owner({ name: 'Alex Plumbing' });
    const quote = await newQuote(alex);
    const before = twilio.requests.length;
    const none = await alex.quotes('POST', `/api/quotes/${quote.id}/send`, { method: 'sms' });
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toEqual({ clientPhone: 'Add the client’s phone number before texting this quote' });
    await givePhone(alex, '02 9876 5432');
    const landline = await alex.quotes('POST', `/api/quotes/${quote.id}/send`, { method: 'sms' });
    expect(landline.status).toBe(400);
    expect(Object.keys(landline.body.error.fields)).toEqual(['clientPhone']);
    expect(twilio.requests).toHaveLength(before);
    expect((await alex.quotes('GET', `/api/quotes/${quote.id}`)).body.status).toBe('draft');
  });

  it('refuses a method it does not know with 400 naming method', async () => {
    const quote = await newQuote(sam);
    const refused = await sam.quotes('POST', `/api/quotes/${quote.id}/send`, { method: 'fax' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['method']);
  });

  it('answers 502 with Twilio’s reason when it refuses the number, leaving the quote a draft', async () => {
    const jo = await world.owner({ name: 'Jo Tiling' });
    await givePhone(jo, '0499 999 999');
    twilio.refuse.add('+61499999999');
    const quote = await newQuote(jo);
    const refused = await jo.quotes('POST', `/api/quotes/${quote.id}/send`, { method: 'sms' });
    expect(refused.status).toBe(502);
    expect(refused.body.error.message).toContain('The text message could not be sent');
    expect((await jo.quotes('GET', `/api/quotes/${quote.id}`)).body.status).toBe('draft');
  });

  it("answers 429 past the business's daily texts and sends nothing more", async () => {
    const kim = await world.owner({ name: 'Kim Painting' });
    await givePhone(kim, '0411 111 111');
    const quotes = [await newQuote(kim), await newQuote(kim), await newQuote(kim)];
    for (const quote of quotes.slice(0, 2)) expect((await kim.quotes('POST', `/api/quotes/${quote.id}/send`, { method: 'sms' })).status).toBe(200);
    const limited = await kim.quotes('POST', `/api/quotes/${quotes[2]!.id}/send`, { method: 'sms' });
    expect(limited.status).toBe(429);
    expect(textsTo('+61411111111')).toHaveLength(2);
  });

  it("answers 404 for another owner's quote and texts nothing", async () => {
    const quote = await newQuote(sam);
    const other = await world.owner({ name: 'Other Trades' });
    const before = twilio.requests.length;
    expect((await other.quotes('POST', `/api/quotes/${quote.id}/send`, { method: 'sms' })).status).toBe(404);
    expect(twilio.requests).toHaveLength(before);
  });
});
