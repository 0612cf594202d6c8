import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkEInvoice, CHECKED_RULES } from './rules.ts';
import { BUSINESS_ABN, CLIENT_ABN, invoiceDocument } from './testing/documents.ts';
import { readXml } from './testing/read-xml.ts';
import { creditNoteXml, invoiceXml, type EInvoiceSource } from './ubl.ts';
import { at, children, textAt, type XmlElement } from './xml.ts';

/** The rules a client without an ABN breaks: Peppol has no address for them, and an Australian buyer is named by ABN. */
const NO_CLIENT_ABN = ['ibr-080', 'aligned-ibr-004-aunz'];

const CASES: [string, EInvoiceSource['document']][] = [
  ['a plain tax invoice', invoiceDocument()],
  ['a tax invoice with a deposit paid', invoiceDocument({ depositPaid: '150.00' })],
  ['a tax invoice paid in part', invoiceDocument({ depositPaid: '150.00', paymentsReceived: '200.00' })],
  ['an invoice of a business not registered for GST', invoiceDocument({ applyGST: false })],
  ['an invoice with Vietnamese and Chinese names', invoiceDocument({ businessName: 'Nguyễn Văn Thành Plumbing', clientName: '陈大文 (Chen Da Wen)', clientAddress: '12 Phố Huế Lane\nCabramatta NSW 2166', lines: [['Sửa ống nước', 'labor', '2', '95.00'], ['更换热水器', 'materials', '1', '1249.00']] })],
];

const read = (document: EInvoiceSource['document'], clientAbn: string | null) => readXml(invoiceXml({ document, clientAbn }, BUSINESS_ABN));
const ids = (root: XmlElement) => checkEInvoice(root).map((failure) => failure.id);
const totals = (root: XmlElement) => at(root, 'cac:LegalMonetaryTotal');

describe('e-invoices (PINT A-NZ billing)', () => {
  for (const [name, document] of CASES) {
    it(`${name} with the client's ABN passes every rule we check`, () => {
      expect(checkEInvoice(read(document, CLIENT_ABN))).toEqual([]);
    });
    it(`${name} for a client without an ABN names them by name and address, and breaks only the rules that need their ABN`, () => {
      const root = read(document, null);
      expect(ids(root)).toEqual(NO_CLIENT_ABN);
      expect(textAt(root, 'cac:AccountingCustomerParty', 'cac:Party', 'cac:PartyLegalEntity', 'cbc:RegistrationName')).toBe(document.invoice.clientName.replace(/\s+/g, ' '));
    });
  }

  it('carries the totals of the tax invoice to the cent, GST worked out once on the subtotal', () => {
    const root = read(invoiceDocument(), CLIENT_ABN);
    // 3 × 90 + 6 × 24.95 + 2.5 × 33.33 (83.325 → 83.33) + 30 = 533.03; GST 53.30; total 586.33.
    expect(textAt(totals(root), 'cbc:LineExtensionAmount')).toBe('533.03');
    expect(textAt(totals(root), 'cbc:TaxExclusiveAmount')).toBe('533.03');
    expect(textAt(root, 'cac:TaxTotal', 'cbc:TaxAmount')).toBe('53.30');
    expect(textAt(totals(root), 'cbc:TaxInclusiveAmount')).toBe('586.33');
    expect(textAt(totals(root), 'cbc:PayableAmount')).toBe('586.33');
    expect(textAt(totals(root), 'cbc:PrepaidAmount')).toBeUndefined();
    const lines = children(root, 'cac:InvoiceLine');
    expect(lines.map((line) => textAt(line, 'cac:Item', 'cbc:Name'))).toEqual(['Labour: replace hot water system', 'Copper pipe & fittings <20mm>', 'Tiling repair', 'Travel']);
    expect(lines.map((line) => textAt(line, 'cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:ID'))).toEqual(['S', 'S', 'S', 'S']);
    expect(textAt(lines[0], 'cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:Percent')).toBe('10');
  });

  it('takes a deposit and payments received off as the prepaid amount, the amount due what is left', () => {
    const root = read(invoiceDocument({ depositPaid: '150.00', paymentsReceived: '200.00' }), CLIENT_ABN);
    expect(textAt(totals(root), 'cbc:PrepaidAmount')).toBe('350.00');
    expect(textAt(totals(root), 'cbc:PayableAmount')).toBe('236.33');
  });

  it('names the seller by its ABN on the network and as its legal entity, and its GST registration', () => {
    const seller = at(read(invoiceDocument(), CLIENT_ABN), 'cac:AccountingSupplierParty', 'cac:Party');
    expect(at(seller, 'cbc:EndpointID')).toMatchObject({ text: '53004085616', attributes: { schemeID: '0151' } });
    expect(at(seller, 'cac:PartyLegalEntity', 'cbc:CompanyID')).toMatchObject({ text: '53004085616', attributes: { schemeID: '0151' } });
    expect(textAt(seller, 'cac:PartyTaxScheme', 'cac:TaxScheme', 'cbc:ID')).toBe('GST');
    expect(textAt(seller, 'cac:PostalAddress', 'cbc:CityName')).toBe('Newtown');
    expect(textAt(seller, 'cac:PostalAddress', 'cbc:CountrySubentity')).toBe('NSW');
    expect(textAt(seller, 'cac:PostalAddress', 'cbc:PostalZone')).toBe('2042');
  });

  it("names a client by their ABN when they have one", () => {
    const buyer = at(read(invoiceDocument(), CLIENT_ABN), 'cac:AccountingCustomerParty', 'cac:Party');
    expect(at(buyer, 'cbc:EndpointID')).toMatchObject({ text: '51824753556', attributes: { schemeID: '0151' } });
    expect(textAt(buyer, 'cac:PartyLegalEntity', 'cbc:CompanyID')).toBe('51824753556');
    expect(textAt(buyer, 'cac:PostalAddress', 'cbc:StreetName')).toBe('4/18 Ocean Street');
  });

  it('asks to be paid into the BSB and account and to the PayID, the invoice number as the reference', () => {
    const means = children(read(invoiceDocument(), CLIENT_ABN), 'cac:PaymentMeans');
    expect(means.map((each) => textAt(each, 'cbc:PaymentMeansCode'))).toEqual(['30', '30']);
    expect(means.map((each) => textAt(each, 'cbc:PaymentID'))).toEqual(['INV-0007', 'INV-0007']);
    expect(textAt(means[0], 'cac:PayeeFinancialAccount', 'cbc:ID')).toBe('12345678');
    expect(textAt(means[0], 'cac:PayeeFinancialAccount', 'cac:FinancialInstitutionBranch', 'cbc:ID')).toBe('062000');
    expect(textAt(means[1], 'cac:PayeeFinancialAccount', 'cbc:ID')).toBe('jobs@bondiplumbing.example');
    expect(children(read(invoiceDocument({ payId: null }), CLIENT_ABN), 'cac:PaymentMeans')).toHaveLength(1);
  });

  it('bills a business not registered for GST as not subject to GST: no rate, no GST, no GST registration', () => {
    const root = read(invoiceDocument({ applyGST: false }), CLIENT_ABN);
    const category = at(root, 'cac:TaxTotal', 'cac:TaxSubtotal', 'cac:TaxCategory');
    expect(textAt(category, 'cbc:ID')).toBe('O');
    expect(at(category, 'cbc:Percent')).toBeUndefined();
    expect(textAt(root, 'cac:TaxTotal', 'cbc:TaxAmount')).toBe('0.00');
    expect(textAt(totals(root), 'cbc:TaxInclusiveAmount')).toBe('533.03');
    expect(at(root, 'cac:AccountingSupplierParty', 'cac:Party', 'cac:PartyTaxScheme')).toBeUndefined();
    expect(children(root, 'cac:InvoiceLine').every((line) => textAt(line, 'cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:ID') === 'O')).toBe(true);
  });

  it('keeps Vietnamese and Chinese names exactly as typed', () => {
    const document = CASES[4]![1];
    const root = read(document, CLIENT_ABN);
    expect(textAt(root, 'cac:AccountingSupplierParty', 'cac:Party', 'cac:PartyName', 'cbc:Name')).toBe('Nguyễn Văn Thành Plumbing');
    expect(textAt(root, 'cac:AccountingCustomerParty', 'cac:Party', 'cac:PartyName', 'cbc:Name')).toBe('陈大文 (Chen Da Wen)');
    expect(textAt(root, 'cac:AccountingCustomerParty', 'cac:Party', 'cac:PostalAddress', 'cbc:CityName')).toBe('Cabramatta');
    expect(children(root, 'cac:InvoiceLine').map((line) => textAt(line, 'cac:Item', 'cbc:Name'))).toEqual(['Sửa ống nước', '更换热水器']);
  });

  it('writes a credit line (a negative price) as a negative quantity at a positive price, the amounts unchanged', () => {
    const document = invoiceDocument({ lines: [['Hot water system', 'materials', '1', '1249.00'], ['Credit: client supplied the tempering valve', 'other', '1', '-85.50']] });
    const root = read(document, CLIENT_ABN);
    expect(checkEInvoice(root)).toEqual([]);
    const credit = children(root, 'cac:InvoiceLine')[1];
    expect(textAt(credit, 'cbc:InvoicedQuantity')).toBe('-1');
    expect(textAt(credit, 'cac:Price', 'cbc:PriceAmount')).toBe('85.50');
    expect(textAt(credit, 'cbc:LineExtensionAmount')).toBe('-85.50');
    expect(textAt(totals(root), 'cbc:LineExtensionAmount')).toBe('1163.50');
  });

  it('writes a credit note for a cancelled invoice that credits it in full and names it', () => {
    const root = readXml(creditNoteXml({ document: invoiceDocument({ depositPaid: '150.00' }), clientAbn: CLIENT_ABN }, BUSINESS_ABN, { number: 'CN-INV-0007', issueDate: '2026-11-28' }));
    expect(checkEInvoice(root)).toEqual([]);
    expect(root.name).toBe('CreditNote');
    expect(textAt(root, 'cbc:CreditNoteTypeCode')).toBe('381');
    expect(textAt(root, 'cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:ID')).toBe('INV-0007');
    expect(textAt(root, 'cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:IssueDate')).toBe('2026-11-27');
    expect(textAt(totals(root), 'cbc:PayableAmount')).toBe('586.33');
    expect(children(root, 'cac:CreditNoteLine')).toHaveLength(4);
  });

  it('catches a document whose figures or shape a receiver would refuse', () => {
    const wrongGst = invoiceXml({ document: invoiceDocument(), clientAbn: CLIENT_ABN }, BUSINESS_ABN).replace('<cbc:TaxAmount currencyID="AUD">53.30</cbc:TaxAmount>', '<cbc:TaxAmount currencyID="AUD">53.31</cbc:TaxAmount>');
    expect(ids(readXml(wrongGst))).toEqual(expect.arrayContaining(['ibr-co-14', 'ibr-co-15']));
    const swapped = invoiceXml({ document: invoiceDocument(), clientAbn: CLIENT_ABN }, BUSINESS_ABN).replace(/(<cbc:IssueDate>[^<]+<\/cbc:IssueDate>)\s*(<cbc:DueDate>[^<]+<\/cbc:DueDate>)/, '$2$1');
    expect(checkEInvoice(readXml(swapped))).toContainEqual({ id: 'ubl-2.1-structure', message: '/Invoice/cbc:IssueDate comes after cbc:DueDate, against the schema\'s order' });
    const badAbn = invoiceXml({ document: invoiceDocument(), clientAbn: CLIENT_ABN }, '53 004 085 617');
    expect(ids(readXml(badAbn))).toContain('ibr-120');
  });

  it('lists in docs/e-invoices.md every rule it checks', async () => {
    const docs = await readFile(new URL('../../../../docs/e-invoices.md', import.meta.url), 'utf8');
    expect(CHECKED_RULES.filter((id) => !docs.includes(`\`${id}\``))).toEqual([]);
  });
});
