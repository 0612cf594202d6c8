import { pdfText } from '@cobber/contracts/documents/reading';
import { apiClient } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuotesWorld, until, type Api, type QuotesWorld, type TestOwner } from '../testing/services.ts';

const COMMON = { description: 'Isolate and test circuit', quantity: 1, unitPrice: 100, type: 'labor' };

describe('options the client chooses between', () => {
  let world: QuotesWorld;
  let sam: TestOwner;
  let alex: TestOwner;
  let client: Api;
  beforeAll(async () => {
    world = await startQuotesWorld();
    sam = await world.owner({ applyGST: true });
    alex = await world.owner();
    client = apiClient(world.quotesUrl, null);
  });
  afterAll(() => world.stop());

  /** A quote with a common line and Basic ($200), Standard ($400) and Premium ($800) downlights. */
  async function quoteWithOptions(owner = sam) {
    const { body: quote } = await owner.quotes('POST', '/api/quotes', { ...owner.client, title: 'Downlights', items: [COMMON] });
    const names = ['Basic', 'Standard', 'Premium'];
    const options: { id: string; name: string }[] = [];
    for (const name of names) {
      const created = await owner.quotes('POST', `/api/quotes/${quote.id}/options`, { name });
      expect(created.status).toBe(201);
      options.push(created.body);
    }
    const prices = [200, 400, 800];
    for (const [index, option] of options.entries()) {
      const line = { quoteId: quote.id, description: `${option.name} downlights`, quantity: 1, unitPrice: prices[index], type: 'materials', optionId: option.id };
      expect((await owner.quotes('POST', '/api/quote-items', line)).status).toBe(201);
    }
    return { quote, options };
  }

  it('prices each option with the lines in every option and GST, and the quote from its first option', async () => {
    const { quote, options } = await quoteWithOptions();
    expect(options.map((option) => option.name)).toEqual(['Basic', 'Standard', 'Premium']);
    const read = (await sam.quotes('GET', `/api/quotes/${quote.id}`)).body;
    expect(read.options).toEqual([
      { id: options[0]!.id, name: 'Basic', subtotal: '300.00', taxAmount: '30.00', total: '330.00' },
      { id: options[1]!.id, name: 'Standard', subtotal: '500.00', taxAmount: '50.00', total: '550.00' },
      { id: options[2]!.id, name: 'Premium', subtotal: '900.00', taxAmount: '90.00', total: '990.00' },
    ]);
    expect(read).toMatchObject({ subtotal: '300.00', taxAmount: '30.00', totalAmount: '330.00' });
    const items = (await sam.quotes('GET', `/api/quotes/${quote.id}/items`)).body;
    expect(items.map((item: { optionId: string | null }) => item.optionId)).toEqual([null, options[0]!.id, options[1]!.id, options[2]!.id]);
  });

  it('offers at most three options, even when two are added at the same moment', async () => {
    const { body: quote } = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Switchboard', items: [COMMON] });
    await sam.quotes('POST', `/api/quotes/${quote.id}/options`, { name: 'Good' });
    await sam.quotes('POST', `/api/quotes/${quote.id}/options`, { name: 'Better' });
    const both = await Promise.all([
      sam.quotes('POST', `/api/quotes/${quote.id}/options`, { name: 'Best' }),
      sam.quotes('POST', `/api/quotes/${quote.id}/options`, { name: 'Even better' }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(both.find((answer) => answer.status === 409)!.body.error.message).toBe('A quote offers at most 3 options');
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}`)).body.options).toHaveLength(3);
  });

  it('says what is wrong with a name beside the field', async () => {
    const { body: quote } = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Fan', items: [COMMON] });
    const blank = await sam.quotes('POST', `/api/quotes/${quote.id}/options`, { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ name: 'Give the option a name' });
  });

  it('renames an option and removes one with the lines only it had', async () => {
    const { quote, options } = await quoteWithOptions();
    const renamed = await sam.quotes('PATCH', `/api/quotes/${quote.id}/options/${options[2]!.id}`, { name: 'Top shelf' });
    expect(renamed.body).toEqual({ id: options[2]!.id, name: 'Top shelf' });
    expect((await sam.quotes('DELETE', `/api/quotes/${quote.id}/options/${options[0]!.id}`)).status).toBe(204);
    const read = (await sam.quotes('GET', `/api/quotes/${quote.id}`)).body;
    expect(read.options.map((option: { name: string }) => option.name)).toEqual(['Standard', 'Top shelf']);
    // The quote's own price now stands for Standard, the first option left.
    expect(read.totalAmount).toBe('550.00');
    const items = (await sam.quotes('GET', `/api/quotes/${quote.id}/items`)).body;
    expect(items.map((item: { description: string }) => item.description)).toEqual(['Isolate and test circuit', 'Standard downlights', 'Premium downlights']);
    const history = (await sam.quotes('GET', `/api/quotes/${quote.id}/history`)).body.map((entry: { description: string }) => entry.description);
    expect(history).toEqual(expect.arrayContaining(['Removed the option Basic', 'Removed Materials "Basic downlights"', 'Renamed the option Premium']));
  });

  it("refuses a line in another quote's option, naming the line's optionId", async () => {
    const { options } = await quoteWithOptions();
    const { body: other } = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Other', items: [COMMON] });
    const added = await sam.quotes('POST', '/api/quote-items', { quoteId: other.id, description: 'Stray', quantity: 1, unitPrice: 5, type: 'other', optionId: options[0]!.id });
    expect(added.status).toBe(400);
    expect(added.body.error.fields).toEqual({ optionId: "Choose one of this quote's options" });
    const listed = await sam.quotes('PATCH', `/api/quotes/${other.id}`, { items: [{ ...COMMON, optionId: options[0]!.id }] });
    expect(listed.status).toBe(400);
    expect(listed.body.error.fields).toEqual({ 'items.0.optionId': "Choose one of this quote's options" });
    const created = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'New', items: [{ ...COMMON, optionId: options[0]!.id }] });
    expect(created.status).toBe(400);
    expect(created.body.error.fields).toEqual({ 'items.0.optionId': "Choose one of this quote's options" });
    expect((await sam.quotes('GET', `/api/quotes/${other.id}/items`)).body).toHaveLength(1);
  });

  it("answers 404 to another owner for the quote's options", async () => {
    const { quote, options } = await quoteWithOptions();
    expect((await alex.quotes('POST', `/api/quotes/${quote.id}/options`, { name: 'Mine' })).status).toBe(404);
    expect((await alex.quotes('PATCH', `/api/quotes/${quote.id}/options/${options[0]!.id}`, { name: 'Mine' })).status).toBe(404);
    expect((await alex.quotes('DELETE', `/api/quotes/${quote.id}/options/${options[0]!.id}`)).status).toBe(404);
    const { body: own } = await alex.quotes('POST', '/api/quotes', { ...alex.client, title: 'Own', items: [COMMON] });
    expect((await alex.quotes('DELETE', `/api/quotes/${own.id}/options/${options[0]!.id}`)).status).toBe(404);
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}`)).body.options).toHaveLength(3);
  });

  it('the client chooses an option: required, one of these, then the quote, acceptance, history and event name it', async () => {
    const { quote, options } = await quoteWithOptions();
    expect((await sam.quotes('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
    // The PDF the client is mailed prints each option's total.
    const mailOf = () => world.smtp.received.find((m) => m.mail.attachments[0]?.filename === `Quote-${quote.quoteNumber}.pdf`);
    await until(() => Boolean(mailOf()));
    const mail = mailOf()!;
    const mailed = await pdfText(new Uint8Array(mail.mail.attachments[0]!.content));
    expect(mailed.text).toContain('Standard option total');
    const page = (await client('GET', `/api/quotes/${quote.id}/public`)).body;
    expect(page.options.map((option: { name: string; total: string }) => [option.name, option.total])).toEqual([
      ['Basic', '330.00'],
      ['Standard', '550.00'],
      ['Premium', '990.00'],
    ]);
    expect(page.items.map((item: { optionId?: string }) => item.optionId)).toEqual([undefined, options[0]!.id, options[1]!.id, options[2]!.id]);

    const none = await client('PATCH', `/api/quotes/${quote.id}/public/approve`, {});
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toEqual({ optionId: 'Choose one of the options' });
    const stray = await client('PATCH', `/api/quotes/${quote.id}/public/approve`, { optionId: crypto.randomUUID() });
    expect(stray.body.error.fields).toEqual({ optionId: "Choose one of this quote's options" });
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}`)).body.status).toBe('sent');

    const approved = await client('PATCH', `/api/quotes/${quote.id}/public/approve`, { optionId: options[1]!.id, revision: page.quote.revision });
    expect(approved.status).toBe(200);
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}`)).body).toMatchObject({ status: 'approved', subtotal: '500.00', taxAmount: '50.00', totalAmount: '550.00' });
    const history = (await sam.quotes('GET', `/api/quotes/${quote.id}/history`)).body;
    const approval = history.find((entry: { changeType: string }) => entry.changeType === 'approved');
    expect(approval.description).toBe('Zoe Nguyen accepted the Standard option');
    expect(approval.acceptance).toMatchObject({ totalAmount: '550.00', option: { id: options[1]!.id, name: 'Standard' } });
    expect((await client('GET', `/api/quotes/${quote.id}/public`)).body.acceptance).toMatchObject({ optionId: options[1]!.id });
    await until(() => world.events.some((e) => e.type === 'quote.approved' && e.key === quote.id));
    const event = world.events.find((e) => e.type === 'quote.approved' && e.key === quote.id)!;
    expect(event.data).toMatchObject({ totalAmount: '550.00', acceptance: { option: { name: 'Standard' } } });
    // The signed PDF is the option chosen: its lines and the common ones, named.
    const pdf = await fetch(`${world.quotesUrl}/api/quotes/${quote.id}/pdf`, { headers: sam.identity() });
    const { text } = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Option chosen: Standard');
    expect(text).toContain('Standard downlights');
    expect(text).not.toContain('Basic downlights');
    // The price is the client's now: no option comes or goes.
    expect((await sam.quotes('POST', `/api/quotes/${quote.id}/options`, { name: 'Late' })).status).toBe(409);
    expect((await sam.quotes('DELETE', `/api/quotes/${quote.id}/options/${options[0]!.id}`)).status).toBe(409);
  });

  it('prints each option and its total on the PDF before the client chooses', async () => {
    const { quote } = await quoteWithOptions();
    const pdf = await fetch(`${world.quotesUrl}/api/quotes/${quote.id}/pdf`, { headers: sam.identity() });
    const { text } = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const words of ['Basic downlights (Basic option)', 'Premium downlights (Premium option)', 'Basic option total', '$330.00', 'Standard option total', '$550.00', '$990.00']) {
      expect(text).toContain(words);
    }
  });

  it("takes an add-on only from the lines of the chosen option or every option", async () => {
    const { quote, options } = await quoteWithOptions();
    const premiumGuard = await sam.quotes('POST', '/api/quote-items', { quoteId: quote.id, description: 'Dimmer', quantity: 1, unitPrice: 50, type: 'materials', optional: true, optionId: options[2]!.id });
    await sam.quotes('POST', `/api/quotes/${quote.id}/send`);
    const wrong = await client('PATCH', `/api/quotes/${quote.id}/public/approve`, { optionId: options[0]!.id, optionalItemIds: [premiumGuard.body.id] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ optionalItemIds: 'Choose only add-ons of this quote' });
    expect((await client('PATCH', `/api/quotes/${quote.id}/public/approve`, { optionId: options[2]!.id, optionalItemIds: [premiumGuard.body.id] })).status).toBe(200);
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}`)).body).toMatchObject({ subtotal: '950.00', totalAmount: '1045.00' });
    const history = (await sam.quotes('GET', `/api/quotes/${quote.id}/history`)).body;
    expect(history.find((entry: { changeType: string }) => entry.changeType === 'approved').description).toBe('Zoe Nguyen accepted the Premium option with the add-on Dimmer');
  });

  it('a quote of one price takes no option', async () => {
    const { body: quote } = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'One price', items: [COMMON] });
    await sam.quotes('POST', `/api/quotes/${quote.id}/send`);
    const answer = await client('PATCH', `/api/quotes/${quote.id}/public/approve`, { optionId: crypto.randomUUID() });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ optionId: 'This quote has no options to choose from' });
    expect((await client('PATCH', `/api/quotes/${quote.id}/public/approve`, {})).status).toBe(200);
    expect((await client('GET', `/api/quotes/${quote.id}/public`)).body.options).toEqual([]);
  });
});
