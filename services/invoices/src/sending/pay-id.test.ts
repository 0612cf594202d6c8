import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, until, type InvoicesWorld, type Owner } from '../testing/services.ts';

// The business's PayID beside the bank details, the invoice number as the reference,
// on the invoice email, its PDF and the client's page.

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('PayID on the invoice', () => {
  let world: InvoicesWorld;
  let withPayId: Owner;
  let without: Owner;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    withPayId = await world.owner({ payId: '0412 345 678' });
    without = await world.owner();
  });
  afterAll(() => world.stop());

  /** What the client's page is rendered from, signed out. */
  const publicPage = async (id: string) => (await (await fetch(`${world.invoicesUrl}/api/invoices/${id}/public`)).json()) as { business: { payId: string | null } };

  const sendInvoice = async (owner: Owner) => {
    const quote = await owner.quote();
    const invoice = (await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {})).body as { id: string; invoiceNumber: string };
    expect((await owner.invoices('POST', `/api/invoices/${invoice.id}/send`, {})).status).toBe(200);
    await until(() => world.smtp.received.some((m) => m.mail.subject?.includes(invoice.invoiceNumber) && m.to.includes('zoe@example.com')));
    const mail = world.smtp.received.filter((m) => m.mail.subject?.includes(invoice.invoiceNumber)).at(-1)!;
    return { invoice, mail: mail.mail, pdf: await pdfText(mail.mail.attachments[0]!.content) };
  };

  it('prints the PayID beside the bank details with the invoice number as the reference: email, PDF and the client’s page', async () => {
    await until(async () => (await world.db('businesses').where('owner_id', withPayId.id).first())?.profile?.payId === '0412 345 678');
    const { invoice, mail, pdf } = await sendInvoice(withPayId);
    expect(mail.text).toContain(`Account name: Sparky Bros Pty Ltd\nPayID (mobile): 0412 345 678\nReference: ${invoice.invoiceNumber}`);
    expect(mail.html).toContain('PayID (mobile): 0412 345 678');
    expect(pdf).toContain(`PayID (mobile): 0412 345 678 Reference: ${invoice.invoiceNumber}`);
    expect((await publicPage(invoice.id)).business.payId).toBe('0412 345 678');
  });

  it('prints none for a business without one', async () => {
    const { invoice, mail, pdf } = await sendInvoice(without);
    expect(mail.text).not.toContain('PayID');
    expect(pdf).not.toContain('PayID');
    expect((await publicPage(invoice.id)).business.payId).toBeNull();
  });
});
