import { CLIENT_ADDRESS_HEADER } from '@cobber/kit';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, until, type InvoicesWorld, type Owner } from '../testing/services.ts';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** `24/11/2026 10:31 AEDT`: how a Sydney business reads an instant. */
function sydneyClock(instant: string): RegExp {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return new RegExp(`${part('day')}/${part('month')}/${part('year')} \\d\\d:\\d\\d AE[DS]T`);
}

describe('the invoice made from a quote accepted online', () => {
  let world: InvoicesWorld;
  let owner: Owner;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    owner = await world.owner({ timeZone: 'Australia/Sydney' });
  });
  afterAll(() => world.stop());

  const invoicePdf = async (quoteId: string) => {
    const invoice = (await owner.invoices('POST', `/api/quotes/${quoteId}/create-invoice`, {})).body;
    expect((await owner.invoices('POST', `/api/invoices/${invoice.id}/send`, {})).status).toBe(200);
    const mail = world.smtp.received.find((m) => m.mail.subject?.includes(invoice.invoiceNumber))!;
    return pdfText(mail.mail.attachments[0]!.content);
  };

  it('prints which revision of which quote the client accepted, and when', async () => {
    const quote = await owner.quote();
    expect((await owner.quotes('PATCH', `/api/quotes/${quote.id}/items/0`, { unitPrice: 95 })).status).toBe(200);
    expect((await owner.quotes('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
    const approved = await owner.quotes('PATCH', `/api/quotes/${quote.id}/public/approve`, { revision: 2 }, { [CLIENT_ADDRESS_HEADER]: '203.0.113.7', 'user-agent': 'Mozilla/5.0 (iPhone)' });
    expect(approved.status).toBe(200);
    const replica = async () => (await world.db('quotes').where('id', quote.id).first()).snapshot;
    await until(async () => Boolean((await replica()).acceptance));
    const { acceptance, quoteNumber } = await replica();
    expect(acceptance).toMatchObject({ revision: 2, totalAmount: '527.67', clientAddress: '203.0.113.7', userAgent: 'Mozilla/5.0 (iPhone)' });

    const text = await invoicePdf(quote.id);
    expect(text).toMatch(new RegExp(`Quote ${quoteNumber} accepted online on ${sydneyClock(acceptance.acceptedAt).source} \\(revision 2\\)`));
  });

  it('prints no acceptance for a quote the client never accepted online', async () => {
    const quote = await owner.quote();
    expect(await invoicePdf(quote.id)).not.toContain('accepted online');
  });
});
