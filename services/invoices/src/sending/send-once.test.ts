import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, type InvoicesWorld, type Owner } from '../testing/services.ts';

describe('an invoice or a receipt is mailed once, however often the send is asked for', () => {
  let world: InvoicesWorld;
  let owner: Owner;
  const mailsTo = (subjectPart: string) => world.smtp.received.filter((m) => m.mail.subject?.includes(subjectPart)).length;

  beforeAll(async () => {
    world = await startInvoicesWorld();
    owner = await world.owner();
  });
  afterAll(() => world.stop());

  it('two sends of one invoice at once: one mail, and both answer the sent invoice', async () => {
    const quote = await owner.quote();
    const invoice = (await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {})).body;
    world.smtp.delayMs = 300;
    const body = { paymentMethod: 'bank_transfer', message: 'Thanks for your business!' };
    const [first, second] = await Promise.all([owner.invoices('POST', `/api/invoices/${invoice.id}/send`, body), owner.invoices('POST', `/api/invoices/${invoice.id}/send`, body)]);
    world.smtp.delayMs = 0;
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    expect(mailsTo(invoice.invoiceNumber)).toBe(1);
  });

  it('two sends of one receipt at once: one mail', async () => {
    const receipt = (await owner.invoices('POST', '/api/receipts', { clientName: 'Zoe Nguyen', clientEmail: 'zoe@example.com', paymentAmount: '250.00', paymentMethod: 'EFTPOS', paymentDate: '2025-07-01' })).body;
    world.smtp.delayMs = 300;
    const [first, second] = await Promise.all([
      owner.invoices('POST', `/api/receipts/${receipt.id}/send`, { method: 'email' }),
      owner.invoices('POST', `/api/receipts/${receipt.id}/send`, { method: 'email' }),
    ]);
    world.smtp.delayMs = 0;
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(mailsTo(receipt.receiptNumber)).toBe(1);
  });
});
