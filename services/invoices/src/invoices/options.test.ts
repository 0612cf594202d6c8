import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, until, type InvoicesWorld, type Owner } from '../testing/services.ts';

const DOWNLIGHTS = {
  clientName: 'Zoe Nguyen',
  clientEmail: 'zoe@example.com',
  title: 'Downlights',
  items: [{ description: 'Isolate and test circuit', quantity: 1, unitPrice: 100, type: 'labor' }],
};

describe('the invoice of a quote with options bills the option the client chose', () => {
  let world: InvoicesWorld;
  let owner: Owner;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    owner = await world.owner();
  });
  afterAll(() => world.stop());

  /** Basic $200, Standard $400 (with a $50 dimmer add-on) and Premium $800, over a $100 common line. */
  async function quoteWithOptions() {
    const quote = await owner.quote(DOWNLIGHTS);
    const options: Record<string, string> = {};
    for (const [name, price] of [['Basic', 200], ['Standard', 400], ['Premium', 800]] as const) {
      const option = (await owner.quotes('POST', `/api/quotes/${quote.id}/options`, { name })).body;
      options[name] = option.id;
      await owner.quotes('POST', '/api/quote-items', { quoteId: quote.id, description: `${name} downlights`, quantity: 1, unitPrice: price, type: 'materials', optionId: option.id });
    }
    const dimmer = (await owner.quotes('POST', '/api/quote-items', { quoteId: quote.id, description: 'Dimmer', quantity: 1, unitPrice: 50, type: 'materials', optional: true, optionId: options.Standard })).body;
    expect((await owner.quotes('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
    return { quote, options, dimmer };
  }

  const linesOf = async (invoiceId: string) => (await owner.invoices('GET', `/api/invoices/${invoiceId}/items`)).body.map((line: { description: string }) => line.description);

  it('bills the common lines, the chosen option and its chosen add-on, at the accepted total', async () => {
    const { quote, options, dimmer } = await quoteWithOptions();
    expect((await owner.quotes('PATCH', `/api/quotes/${quote.id}/public/approve`, { optionId: options.Standard, optionalItemIds: [dimmer.id] })).status).toBe(200);
    await until(async () => Boolean((await world.db('quotes').where('id', quote.id).first()).snapshot.acceptance));
    const invoice = await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {});
    expect(invoice.status).toBe(201);
    expect(await linesOf(invoice.body.id)).toEqual(['Isolate and test circuit', 'Standard downlights', 'Dimmer']);
    expect(invoice.body).toMatchObject({ subtotal: '550.00', taxAmount: '55.00', totalAmount: '605.00' });
    expect((await owner.quotes('GET', `/api/quotes/${quote.id}`)).body.totalAmount).toBe('605.00');
  });

  it('bills the first option of a quote invoiced before the client chose', async () => {
    const { quote } = await quoteWithOptions();
    const invoice = await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {});
    expect(await linesOf(invoice.body.id)).toEqual(['Isolate and test circuit', 'Basic downlights']);
    expect(invoice.body.totalAmount).toBe('330.00');
  });
});
