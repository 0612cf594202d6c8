import { createSmsSender } from '@cobber/documents';
import { apiClient, startFakeTwilio, type FakeTwilio } from '@cobber/kit/testing';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, until, type InvoicesWorld, type Owner } from '../testing/services.ts';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const RECEIPT = {
  clientName: 'Zoe Nguyen',
  clientEmail: 'zoe@example.com',
  clientPhone: '0412 345 678',
  paymentAmount: '250.00',
  paymentMethod: 'EFTPOS',
  paymentDate: '2025-07-01T00:00:00.000Z',
  description: 'Switchboard upgrade',
};

describe('paying invoices and receipts', () => {
  let world: InvoicesWorld;
  let owner: Owner;
  let twilio: FakeTwilio;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
    const sms = createSmsSender({ twilio: { accountSid: 'AC42', authToken: 'token', from: '+61499999999', baseUrl: twilio.url }, mailboxDir: 'unused' });
    world = await startInvoicesWorld({ sms });
    owner = await world.owner();
  });
  afterAll(async () => {
    await world.stop();
    await twilio.stop();
  });

  async function invoice() {
    const quote = await owner.quote();
    return (await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {})).body;
  }

  it('sends an invoice by email with the link to pay and the PDF attached, and marks it sent', async () => {
    const made = await invoice();
    const sent = await owner.invoices('POST', `/api/invoices/${made.id}/send`, { message: 'Thanks for having us out.', paymentMethod: 'bank_transfer' });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('sent');
    const mail = world.smtp.received.find((m) => m.mail.subject?.includes(made.invoiceNumber))!;
    expect(mail.to).toEqual(['zoe@example.com']);
    expect(mail.mail.subject).toBe(`Tax invoice ${made.invoiceNumber} from Sparky Bros Electrical: Kitchen downlights`);
    expect(mail.mail.text).toContain(`http://cobber.test/invoice/${made.id}/pay`);
    expect(mail.mail.text).toContain('Thanks for having us out.');
    expect(mail.mail.text).toContain(`Reference: ${made.invoiceNumber}`);
    const [attachment] = mail.mail.attachments;
    expect(attachment!.filename).toBe(`Invoice-${made.invoiceNumber}.pdf`);
    const text = await pdfText(attachment!.content);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('ABN 53 004 085 616');
    expect(text).toContain('$511.17');
    expect(text).toContain(`Reference: ${made.invoiceNumber}`);
    await until(() => world.events.some((e) => e.type === 'invoice.sent' && e.key === made.id));
  });

  it('marks an invoice paid with a receipt, then refuses changes to its amounts', async () => {
    const made = await invoice();
    const paid = await owner.invoices('POST', `/api/invoices/${made.id}/mark-paid`, { paymentMethod: 'Bank Transfer', clientPhone: '0400 123 456' });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      receiptNumber: expect.stringMatching(/^REC-\d{4}$/),
      clientName: 'Zoe Nguyen',
      clientPhone: '0400 123 456',
      paymentAmount: '511.17',
      paymentMethod: 'Bank Transfer',
      invoiceId: made.id,
      sentAt: null,
    });
    expect((await owner.invoices('GET', `/api/invoices/${made.id}`)).body).toMatchObject({ status: 'paid', balanceDue: '0.00' });
    const [item] = (await owner.invoices('GET', `/api/invoices/${made.id}/items`)).body;
    const refused = [
      await owner.invoices('POST', `/api/invoices/${made.id}/items`, { description: 'More', quantity: 1, unitPrice: 10, type: 'other' }),
      await owner.invoices('PATCH', `/api/invoices/${made.id}/items/${item.id}`, { unitPrice: 1 }),
      await owner.invoices('DELETE', `/api/invoices/${made.id}/items/${item.id}`),
      await owner.invoices('POST', `/api/invoices/${made.id}/reset-from-quote`),
      await owner.invoices('POST', `/api/invoices/${made.id}/mark-paid`, {}),
    ];
    expect(refused.map((r) => r.status)).toEqual([409, 409, 409, 409, 409]);
    expect(refused[0]!.body.error.message).toBe('This invoice is paid; its amounts can no longer change');
    expect((await owner.invoices('PATCH', `/api/invoices/${made.id}/items/${item.id}`, { description: 'Install LED downlights (6)' })).status).toBe(200);
    expect((await owner.invoices('GET', `/api/invoices/${made.id}`)).body.totalAmount).toBe('511.17');
  });

  it('creates and lists receipts numbered REC-0001 upwards, newest first', async () => {
    const other = await world.owner({ name: 'Receipts R Us' });
    const first = await other.invoices('POST', '/api/receipts', RECEIPT);
    const second = await other.invoices('POST', '/api/receipts', { ...RECEIPT, paymentAmount: 80, messageTemplate: '' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ receiptNumber: 'REC-0001', paymentDate: '2025-07-01', paymentAmount: '250.00', sentAt: null, messageTemplate: "Thanks! Here's your receipt for the job." });
    expect(second.body.receiptNumber).toBe('REC-0002');
    const list = await other.invoices('GET', '/api/receipts');
    expect(list.body.map((r: { receiptNumber: string }) => r.receiptNumber)).toEqual(['REC-0002', 'REC-0001']);
  });

  it('emails a receipt with its PDF and marks it sent', async () => {
    const receipt = (await owner.invoices('POST', '/api/receipts', RECEIPT)).body;
    const sent = await owner.invoices('POST', `/api/receipts/${receipt.id}/send`, { method: 'email' });
    expect(sent.status).toBe(200);
    expect(sent.body.sentAt).toEqual(expect.any(String));
    const mail = world.smtp.received.find((m) => m.mail.subject === `Receipt ${receipt.receiptNumber} from Sparky Bros Electrical`)!;
    expect(mail.mail.text).toContain("Thanks! Here's your receipt for the job.");
    const text = await pdfText(mail.mail.attachments[0]!.content);
    expect(text).toContain(receipt.receiptNumber);
    expect(text).toContain('$250.00');
    expect(text).toContain('EFTPOS');
  });

  it('texts a receipt through Twilio with the amount and a link, and marks it sent', async () => {
    const receipt = (await owner.invoices('POST', '/api/receipts', RECEIPT)).body;
    const sent = await owner.invoices('POST', `/api/receipts/${receipt.id}/send`, { method: 'sms' });
    expect(sent.status).toBe(200);
    expect(sent.body.sentAt).toEqual(expect.any(String));
    const request = twilio.requests.at(-1)!;
    expect(request.path).toBe('/2010-04-01/Accounts/AC42/Messages.json');
    expect(request.authorization).toBe(`Basic ${Buffer.from('AC42:token').toString('base64')}`);
    expect(request.form.get('To')).toBe('+61412345678');
    expect(request.form.get('From')).toBe('+61499999999');
    const link = `http://cobber.test/api/receipts/${receipt.id}/public/download`;
    expect(request.form.get('Body')).toContain('$250.00');
    expect(request.form.get('Body')).toContain(link);
    // The link opens the PDF for the client, signed out.
    const pdf = await fetch(`${world.invoicesUrl}/api/receipts/${receipt.id}/public/download`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    await until(() => world.events.some((e) => e.type === 'receipt.sent' && e.key === receipt.id));
  });

  it('keeps a receipt from its public link until it is sent, as a quote or invoice never sent is kept', async () => {
    const anonymous = apiClient(world.invoicesUrl, null);
    const receipt = (await owner.invoices('POST', '/api/receipts', RECEIPT)).body;
    const unsent = await anonymous('GET', `/api/receipts/${receipt.id}/public/download`);
    expect(unsent.status).toBe(404);
    expect(unsent.body.error.message).toBe('Receipt not found');
    expect((await fetch(`${world.invoicesUrl}/api/receipts/${receipt.id}/download`, { headers: owner.identity() })).status).toBe(200);
    expect((await owner.invoices('POST', `/api/receipts/${receipt.id}/send`, { method: 'email' })).status).toBe(200);
    const sent = await fetch(`${world.invoicesUrl}/api/receipts/${receipt.id}/public/download`);
    expect(sent.status).toBe(200);
    expect(sent.headers.get('content-type')).toBe('application/pdf');

    const quote = await owner.quote();
    const made = await invoice();
    expect((await owner.quotes('GET', `/api/quotes/${quote.id}/public`)).status).toBe(404);
    expect((await anonymous('GET', `/api/invoices/${made.id}/public`)).status).toBe(404);
    expect((await anonymous('GET', `/api/invoices/${made.id}/items/public`)).status).toBe(404);
  });

  it('leaves a receipt a Draft and answers 502 with the reason when Twilio refuses the text', async () => {
    twilio.refuse.add('+61400000001');
    const receipt = (await owner.invoices('POST', '/api/receipts', { ...RECEIPT, clientPhone: '0400 000 001' })).body;
    const failed = await owner.invoices('POST', `/api/receipts/${receipt.id}/send`, { method: 'sms' });
    expect(failed.status).toBe(502);
    expect(failed.body.error.message).toContain('is not a valid phone number');
    const list = (await owner.invoices('GET', '/api/receipts')).body;
    expect(list.find((r: { id: string }) => r.id === receipt.id).sentAt).toBeNull();
  });

  it('asks for the email or phone a receipt needs before sending it', async () => {
    const receipt = (await owner.invoices('POST', '/api/receipts', { ...RECEIPT, clientEmail: '', clientPhone: null })).body;
    const email = await owner.invoices('POST', `/api/receipts/${receipt.id}/send`, { method: 'email' });
    const sms = await owner.invoices('POST', `/api/receipts/${receipt.id}/send`, { method: 'sms' });
    expect([email.status, sms.status]).toEqual([400, 400]);
    expect(Object.keys(email.body.error.fields)).toEqual(['clientEmail']);
    expect(Object.keys(sms.body.error.fields)).toEqual(['clientPhone']);
  });

  it('downloads a receipt as a PDF to open in a tab', async () => {
    const receipt = (await owner.invoices('POST', '/api/receipts', RECEIPT)).body;
    const download = await fetch(`${world.invoicesUrl}/api/receipts/${receipt.id}/download`, { headers: owner.identity() });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`inline; filename="Receipt-${receipt.receiptNumber}.pdf"`);
    const text = await pdfText(new Uint8Array(await download.arrayBuffer()));
    expect(text).toContain('Sparky Bros Electrical');
    expect(text).toContain('Zoe Nguyen');
    expect(text).toContain('Switchboard upgrade');
    expect((await apiClient(world.invoicesUrl, null)('GET', `/api/receipts/${receipt.id}/download`)).status).toBe(401);
  });

  it('shows the client the public invoice once sent: what its page and PDF show, paid or not', async () => {
    const made = await invoice();
    expect((await owner.invoices('POST', `/api/invoices/${made.id}/send`, {})).status).toBe(200);
    const anonymous = apiClient(world.invoicesUrl, null);
    const page = await anonymous('GET', `/api/invoices/${made.id}/public`);
    expect(page.status).toBe(200);
    expect(Object.keys(page.body).sort()).toEqual(['acceptedQuote', 'business', 'invoice', 'items', 'link']);
    expect(page.body.invoice).toMatchObject({ invoiceNumber: made.invoiceNumber, status: 'sent', totalAmount: '511.17', taxAmount: '46.47', clientEmail: 'zoe@example.com' });
    expect(page.body.business).toMatchObject({ name: 'Sparky Bros Electrical', bsb: '062-000', accountNumber: '12345678', applyGST: true, phone: '0412 345 678' });
    expect(page.body.link).toBe(`http://cobber.test/invoice/${made.id}/pay`);
    // What the emailed PDF prints, and nothing of the owner's books or the client's record.
    expect(Object.keys(page.body.invoice).sort()).toEqual(
      ['balanceDue', 'clientAddress', 'clientEmail', 'clientName', 'createdAt', 'depositPaid', 'description', 'dueDate', 'invoiceNumber', 'paymentsReceived', 'status', 'subtotal', 'taxAmount', 'title', 'totalAmount'],
    );
    expect(Object.keys(page.body.business).sort()).toEqual(
      ['abn', 'accountName', 'accountNumber', 'address', 'applyGST', 'bankName', 'brandColors', 'bsb', 'email', 'logoUrl', 'name', 'payId', 'paymentTerms', 'phone', 'quoteFooterNotes', 'timeZone', 'website'],
    );
    // The owner's export is made from the very same document.
    expect((await owner.invoices('GET', `/api/invoices/${made.id}/document`)).body).toEqual(page.body);
    const items = await anonymous('GET', `/api/invoices/${made.id}/items/public`);
    expect(items.body).toHaveLength(4);
    expect(Object.keys(items.body[0]).sort()).toEqual(['description', 'id', 'quantity', 'totalPrice', 'type', 'unitPrice']);
    await owner.invoices('POST', `/api/invoices/${made.id}/mark-paid`, {});
    expect((await anonymous('GET', `/api/invoices/${made.id}/public`)).body.invoice.status).toBe('paid');
    expect((await anonymous('GET', `/api/invoices/${crypto.randomUUID()}/public`)).status).toBe(404);
  });
});
