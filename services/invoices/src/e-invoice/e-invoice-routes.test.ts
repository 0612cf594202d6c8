import { apiClient } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, until, type InvoicesWorld, type Owner } from '../testing/services.ts';
import { checkEInvoice } from './rules.ts';
import { CLIENT_ABN } from './testing/documents.ts';
import { readXml } from './testing/read-xml.ts';
import { at, textAt } from './xml.ts';

describe('e-invoices over the API', () => {
  let world: InvoicesWorld;
  let sam: Owner;
  let alex: Owner;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    sam = await world.owner();
    alex = await world.owner();
  });
  afterAll(() => world.stop());

  const invoiceOf = async (owner: Owner) => {
    const quote = await owner.quote();
    return (await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {})).body as { id: string; invoiceNumber: string; totalAmount: string; taxAmount: string };
  };
  /** Gives the owner's client their ABN, and waits until the invoices service has heard it. */
  const giveClientAbn = async (owner: Owner, abn: string | null) => {
    const [client] = (await owner.business('GET', '/api/clients')).body as { id: string }[];
    expect((await owner.business('PATCH', `/api/clients/${client!.id}`, { abn: abn ?? '' })).status).toBe(200);
    await until(async () => ((await world.db('clients').where({ id: client!.id }).first('abn')) as { abn: string | null } | undefined)?.abn === (abn ?? null));
  };
  const ids = (xml: string) => checkEInvoice(readXml(xml)).map((failure) => failure.id);

  it("answers the owner's invoice as a PINT A-NZ e-invoice to download, with the tax invoice's totals", async () => {
    const invoice = await invoiceOf(sam);
    const answer = await sam.invoices('GET', `/api/invoices/${invoice.id}/e-invoice`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.invoiceNumber}.xml"`);
    const root = readXml(answer.body as string);
    expect(textAt(root, 'cbc:CustomizationID')).toBe('urn:peppol:pint:billing-1@aunz-1');
    expect(textAt(root, 'cac:LegalMonetaryTotal', 'cbc:TaxInclusiveAmount')).toBe(invoice.totalAmount);
    expect(textAt(root, 'cac:TaxTotal', 'cbc:TaxAmount')).toBe(invoice.taxAmount);
    expect(textAt(root, 'cac:AccountingCustomerParty', 'cac:Party', 'cac:PartyLegalEntity', 'cbc:RegistrationName')).toBe('Zoe Nguyen');
    // A client without an ABN has no address on the Peppol network.
    expect(ids(answer.body as string)).toEqual(['ibr-080', 'aligned-ibr-004-aunz']);
  });

  it("names a client by the ABN kept on their record, and then passes every rule we check", async () => {
    await giveClientAbn(sam, CLIENT_ABN);
    const invoice = await invoiceOf(sam);
    const xml = (await sam.invoices('GET', `/api/invoices/${invoice.id}/e-invoice`)).body as string;
    expect(at(readXml(xml), 'cac:AccountingCustomerParty', 'cac:Party', 'cbc:EndpointID')).toMatchObject({ text: '51824753556', attributes: { schemeID: '0151' } });
    expect(checkEInvoice(readXml(xml))).toEqual([]);
    await giveClientAbn(sam, null);
  });

  it("takes payments received off as the prepaid amount, what is left as the amount due", async () => {
    const invoice = await invoiceOf(sam);
    const paid = await sam.invoices('POST', '/api/receipts', { invoiceId: invoice.id, clientName: 'Zoe Nguyen', paymentAmount: '100.00', paymentMethod: 'EFTPOS', paymentDate: '2026-11-20' });
    expect(paid.status).toBe(201);
    const root = readXml((await sam.invoices('GET', `/api/invoices/${invoice.id}/e-invoice`)).body as string);
    expect(textAt(root, 'cac:LegalMonetaryTotal', 'cbc:PrepaidAmount')).toBe('100.00');
    const due = (await sam.invoices('GET', `/api/invoices/${invoice.id}`)).body.balanceDue;
    expect(textAt(root, 'cac:LegalMonetaryTotal', 'cbc:PayableAmount')).toBe(due);
  });

  it("answers 404 for another owner's invoice or one that does not exist, and reveals nothing", async () => {
    const invoice = await invoiceOf(sam);
    for (const path of [`/api/invoices/${invoice.id}/e-invoice`, `/api/invoices/${invoice.id}/credit-note`, `/api/invoices/${crypto.randomUUID()}/e-invoice`]) {
      const answer = await alex.invoices('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ error: { code: 'not_found', message: 'Invoice not found' } });
    }
  });

  it('asks a business without an ABN to add it first (409)', async () => {
    const noAbn = await world.owner({ abn: '' });
    const invoice = await invoiceOf(noAbn);
    const answer = await noAbn.invoices('GET', `/api/invoices/${invoice.id}/e-invoice`);
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe('Add your ABN in Settings to make e-invoices: Peppol knows a business by its ABN');
  });

  it("gives the client the e-invoice of a sent invoice from its public link, and nothing of a draft", async () => {
    const invoice = await invoiceOf(sam);
    const anyone = apiClient(world.invoicesUrl, null);
    expect((await anyone('GET', `/api/invoices/${invoice.id}/public/e-invoice`)).status).toBe(404);
    expect((await sam.invoices('POST', `/api/invoices/${invoice.id}/send`, {})).status).toBe(200);
    const answer = await anyone('GET', `/api/invoices/${invoice.id}/public/e-invoice`);
    expect(answer.status).toBe(200);
    expect(textAt(readXml(answer.body as string), 'cbc:ID')).toBe(invoice.invoiceNumber);
  });

  it('attaches the e-invoice to the invoice email only when the client has an ABN', async () => {
    const withoutAbn = await invoiceOf(sam);
    expect((await sam.invoices('POST', `/api/invoices/${withoutAbn.id}/send`, {})).status).toBe(200);
    const plain = world.smtp.received.at(-1)!.mail;
    expect(plain.attachments.map((a) => a.filename)).toEqual([`Invoice-${withoutAbn.invoiceNumber}.pdf`]);
    await giveClientAbn(sam, CLIENT_ABN);
    const withAbn = await invoiceOf(sam);
    expect((await sam.invoices('POST', `/api/invoices/${withAbn.id}/send`, {})).status).toBe(200);
    const mail = world.smtp.received.at(-1)!.mail;
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`Invoice-${withAbn.invoiceNumber}.pdf`, 'application/pdf'],
      [`${withAbn.invoiceNumber}.xml`, 'application/xml'],
    ]);
    expect(checkEInvoice(readXml(mail.attachments[1]!.content.toString('utf8')))).toEqual([]);
    expect(mail.text).toContain('as an e-invoice (XML) for your accounting software');
    await giveClientAbn(sam, null);
  });

  it('writes a credit note only for an invoice cancelled after it was sent', async () => {
    const invoice = await invoiceOf(sam);
    const early = await sam.invoices('GET', `/api/invoices/${invoice.id}/credit-note`);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Only an invoice cancelled after it was sent has a credit note');
    expect((await sam.invoices('POST', `/api/invoices/${invoice.id}/send`, {})).status).toBe(200);
    await world.db('invoices').where({ id: invoice.id }).update({ status: 'cancelled', updated_at: new Date('2026-11-27T23:30:00Z') });
    const answer = await sam.invoices('GET', `/api/invoices/${invoice.id}/credit-note`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="CN-${invoice.invoiceNumber}.xml"`);
    const root = readXml(answer.body as string);
    expect(root.name).toBe('CreditNote');
    expect(textAt(root, 'cbc:IssueDate')).toBe('2026-11-28');
    expect(textAt(root, 'cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:ID')).toBe(invoice.invoiceNumber);
    expect(textAt(root, 'cac:LegalMonetaryTotal', 'cbc:PayableAmount')).toBe(invoice.totalAmount);
    expect(ids(answer.body as string)).toEqual(['ibr-080', 'aligned-ibr-004-aunz']);
  });
});
