import { SMS_NUMBER_MESSAGE } from '@cobber/documents';
import { pdfLines, pdfText } from '@cobber/contracts/documents/reading';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE, startInvoicesWorld, until, type InvoicesWorld, type Owner } from '../testing/services.ts';

const ADDRESS = '12 Banksia St\nNewtown NSW 2042';
const OLLY = { name: 'Olly Electrical', email: 'olly@ollyelectrical.com.au' };

describe('what a client receives from the business: mail from it by name, greeting them by first name and naming its document', () => {
  let world: InvoicesWorld;
  let olly: Owner;
  let alex: Owner;
  let invoice: { id: string; invoiceNumber: string };

  beforeAll(async () => {
    world = await startInvoicesWorld();
    olly = await world.owner(OLLY);
    alex = await world.owner({ name: 'Alex Plumbing' });
    const client = await olly.business('POST', '/api/clients', { name: 'Sarah Nguyen', email: 'sarah@example.com', phone: '0412 555 019', address: ADDRESS });
    expect(client.status).toBe(201);
    await until(async () => (await world.db('clients').where('id', client.body.id).first())?.address === ADDRESS);
    const quote = await olly.quote({ ...QUOTE, clientId: client.body.id, clientName: 'Sarah Nguyen', clientEmail: 'sarah@example.com', title: 'Kitchen rewire' });
    const created = await olly.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {});
    expect(created.status).toBe(201);
    invoice = created.body;
  });
  afterAll(() => world.stop());

  const lastMail = () => world.smtp.received.at(-1)!.mail;
  const attachedPdf = async () => new Uint8Array(lastMail().attachments[0]!.content);

  it("sends the invoice from \"Olly Electrical via Cobber\", replies to Olly, to \"Hi Sarah,\", with the client's address under Bill To", async () => {
    expect((await olly.invoices('POST', `/api/invoices/${invoice.id}/send`, {})).status).toBe(200);
    const mail = lastMail();
    expect(mail.from?.value).toEqual([{ name: 'Olly Electrical via Cobber', address: 'invoices@cobber.test' }]);
    expect(mail.replyTo?.text).toBe('olly@ollyelectrical.com.au');
    expect(mail.subject).toBe(`Tax invoice ${invoice.invoiceNumber} from Olly Electrical: Kitchen rewire`);
    expect(mail.text).toMatch(new RegExp(`^Hi Sarah,\\n\\nHere is invoice ${invoice.invoiceNumber} from Olly Electrical for Kitchen rewire\\.`));
    const lines = await pdfLines(await attachedPdf());
    expect(lines.indexOf('Newtown NSW 2042')).toBe(lines.indexOf('12 Banksia St') + 1);
    expect(lines.indexOf('12 Banksia St')).toBeGreaterThan(lines.findIndex((line) => line.startsWith('Sarah Nguyen')));
  });

  it("gives the invoice's document the client's address, the owner's alone", async () => {
    const document = await olly.invoices('GET', `/api/invoices/${invoice.id}/document`);
    expect(document.body.invoice.clientAddress).toBe(ADDRESS);
    expect((await alex.invoices('GET', `/api/invoices/${invoice.id}/document`)).status).toBe(404);
  });

  it('says on each receipt what the invoice still owes after it, and "Paid in full" after the last', async () => {
    const first = (await olly.invoices('POST', `/api/invoices/${invoice.id}/mark-paid`, { paymentAmount: '200.00', paymentMethod: 'Cash' })).body;
    expect((await olly.invoices('POST', `/api/receipts/${first.id}/send`, { method: 'email' })).status).toBe(200);
    const firstMail = lastMail();
    expect(firstMail.from?.value).toEqual([{ name: 'Olly Electrical via Cobber', address: 'invoices@cobber.test' }]);
    expect(firstMail.subject).toBe(`Receipt ${first.receiptNumber} from Olly Electrical`);
    expect(firstMail.text).toMatch(/^Hi Sarah,\n/);
    // 511.17 - 200.00
    expect(firstMail.text).toContain(`Invoice ${invoice.invoiceNumber} (Kitchen rewire): $311.17 still owing`);
    expect((await pdfText(await attachedPdf())).text).toContain(`Invoice ${invoice.invoiceNumber}: $311.17 still owing`);

    const last = (await olly.invoices('POST', `/api/invoices/${invoice.id}/mark-paid`, { paymentMethod: 'Bank Transfer' })).body;
    expect((await olly.invoices('POST', `/api/receipts/${last.id}/send`, { method: 'email' })).status).toBe(200);
    expect(lastMail().text).toContain(`Invoice ${invoice.invoiceNumber} (Kitchen rewire): Paid in full`);
    expect((await pdfText(await attachedPdf())).text).toContain(`Invoice ${invoice.invoiceNumber}: Paid in full`);

    // The first receipt still says where the invoice stood after it.
    const again = await fetch(`${world.invoicesUrl}/api/receipts/${first.id}/download`, { headers: olly.identity() });
    expect((await pdfText(new Uint8Array(await again.arrayBuffer()))).text).toContain('$311.17 still owing');
    expect((await fetch(`${world.invoicesUrl}/api/receipts/${first.id}/download`, { headers: alex.identity() })).status).toBe(404);
  });

  it("keeps a client's landline as a number to call, and refuses to text a receipt to it with a 400 naming the phone", async () => {
    const client = await olly.business('POST', '/api/clients', { name: 'Ray Cole', email: 'ray@example.com', phone: '(02) 9876 5432' });
    expect(client.status).toBe(201);
    await until(async () => (await world.db('clients').where('id', client.body.id).first())?.phone === '(02) 9876 5432');
    const quote = await olly.quote({ ...QUOTE, clientId: client.body.id, clientName: 'Ray Cole', clientEmail: 'ray@example.com' });
    const made = (await olly.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {})).body;
    const receipt = (await olly.invoices('POST', `/api/invoices/${made.id}/mark-paid`, { paymentAmount: '100.00' })).body;
    const texted = await olly.invoices('POST', `/api/receipts/${receipt.id}/send`, { method: 'sms' });
    expect(texted.status).toBe(400);
    expect(texted.body.error.fields).toEqual({ clientPhone: SMS_NUMBER_MESSAGE });
    expect((await olly.invoices('POST', `/api/receipts/${receipt.id}/send`, { method: 'email' })).status).toBe(200);
    expect(lastMail().text).toMatch(/^Hi Ray,\n/);
  });
});
