/**
 * A tax invoice as a Peppol e-invoice: a UBL 2.1 Invoice (or, once cancelled, a CreditNote)
 * by the PINT A-NZ billing specification, made from the same invoice document its PDF
 * prints, so the figures are the same to the cent. This makes the document only; how it
 * travels (download, an email attachment, an access point one day) is the caller's.
 */
import { abnDigitsOnly, formatMoney, GST_RATE_PERCENT, paidCents, parseMoney, todayIn, type InvoiceDocument, type IsoDate } from '@cobber/contracts';
import { buyerParty, oneLine, sellerParty } from './parties.ts';
import { group, leaf, writeXml, type XmlElement } from './xml.ts';

export const PINT_AUNZ_BILLING = 'urn:peppol:pint:billing-1@aunz-1';
export const PEPPOL_BILLING_PROCESS = 'urn:peppol:bis:billing';
const UBL_INVOICE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const UBL_CREDIT_NOTE = 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2';
const UBL_AGGREGATES = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const UBL_BASICS = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const CURRENCY = 'AUD';
/** UN/ECE Recommendation 20: "one", a unit of whatever the line counts (hours, items). */
const UNIT = 'C62';
/** UNCL 4461: credit transfer, for a bank deposit and a PayID payment alike. */
const CREDIT_TRANSFER = '30';
/** UNCL 1001: a commercial invoice, and a credit note. */
const COMMERCIAL_INVOICE = '380';
const CREDIT_NOTE = '381';

/** What an e-invoice is made from: the invoice's document (what its PDF prints) and the client's ABN, if they gave one. */
export interface EInvoiceSource {
  document: InvoiceDocument;
  clientAbn: string | null;
}

/** What a credit note adds: its own number and the day the invoice was cancelled. */
export interface CreditNoteDetails {
  number: string;
  issueDate: IsoDate;
}

const amount = (name: string, cents: number) => leaf(name, formatMoney(cents), { currencyID: CURRENCY });

/** The file a client or their software saves: `INV-0001.xml`. */
export function eInvoiceFileName(invoiceNumber: string): string {
  return `${invoiceNumber}.xml`;
}

/** The document's tax category: GST at 10% for a business registered for GST, else not subject to GST. */
function taxCategory(name: 'cac:TaxCategory' | 'cac:ClassifiedTaxCategory', withGst: boolean, withReason = false): XmlElement {
  return group(
    name,
    leaf('cbc:ID', withGst ? 'S' : 'O'),
    withGst && leaf('cbc:Percent', String(GST_RATE_PERCENT)),
    !withGst && withReason && leaf('cbc:TaxExemptionReason', 'Not registered for GST'),
    group('cac:TaxScheme', leaf('cbc:ID', 'GST')),
  )!;
}

/** The priced lines the PDF prints: labour, materials and other (a deposit line is a request for payment, not a price). */
function pricedLines(document: InvoiceDocument) {
  return document.items.filter((item) => item.type !== 'deposit');
}

/** `2.5` → `-2.5` and back. */
function negated(quantity: string): string {
  return quantity.startsWith('-') ? quantity.slice(1) : `-${quantity}`;
}

/**
 * One line. A credit (a negative price, as a variation that takes work away has) is written
 * as a negative quantity at a positive price, since a price may not be negative (ibr-027);
 * the line's amount is the same.
 */
function line(kind: 'invoice' | 'credit', item: InvoiceDocument['items'][number], position: number, withGst: boolean): XmlElement {
  const isInvoice = kind === 'invoice';
  const price = parseMoney(item.unitPrice);
  return group(
    isInvoice ? 'cac:InvoiceLine' : 'cac:CreditNoteLine',
    leaf('cbc:ID', String(position)),
    leaf(isInvoice ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity', price < 0 ? negated(item.quantity) : item.quantity, { unitCode: UNIT }),
    amount('cbc:LineExtensionAmount', parseMoney(item.totalPrice)),
    group('cac:Item', leaf('cbc:Name', oneLine(item.description)), taxCategory('cac:ClassifiedTaxCategory', withGst)),
    group('cac:Price', amount('cbc:PriceAmount', Math.abs(price))),
  )!;
}

/** One GST breakdown: GST is worked out once on the whole subtotal, as the tax invoice shows it. */
function taxTotal(invoice: InvoiceDocument['invoice'], withGst: boolean): XmlElement {
  const gst = parseMoney(invoice.taxAmount);
  return group(
    'cac:TaxTotal',
    amount('cbc:TaxAmount', gst),
    group('cac:TaxSubtotal', amount('cbc:TaxableAmount', parseMoney(invoice.subtotal)), amount('cbc:TaxAmount', gst), taxCategory('cac:TaxCategory', withGst, true)),
  )!;
}

/** The totals: price before and after GST; for an invoice, what was paid already and what is still due. */
function monetaryTotal(invoice: InvoiceDocument['invoice'], kind: 'invoice' | 'credit'): XmlElement {
  const subtotal = parseMoney(invoice.subtotal);
  const total = parseMoney(invoice.totalAmount);
  const paid = kind === 'invoice' ? paidCents({ totalCents: total, depositPaidCents: parseMoney(invoice.depositPaid), paymentsReceivedCents: parseMoney(invoice.paymentsReceived) }) : 0;
  return group(
    'cac:LegalMonetaryTotal',
    amount('cbc:LineExtensionAmount', subtotal),
    amount('cbc:TaxExclusiveAmount', subtotal),
    amount('cbc:TaxInclusiveAmount', total),
    paid > 0 && amount('cbc:PrepaidAmount', paid),
    amount('cbc:PayableAmount', kind === 'invoice' ? parseMoney(invoice.balanceDue) : total),
  )!;
}

/** How to pay: the bank account (BSB and number) and the PayID, each with the invoice number as the reference. */
function paymentMeans(document: InvoiceDocument): XmlElement[] {
  const { business, invoice } = document;
  const accountName = business.accountName ? oneLine(business.accountName) : null;
  const means: (XmlElement | null)[] = [];
  if (business.accountNumber) {
    means.push(
      group(
        'cac:PaymentMeans',
        leaf('cbc:PaymentMeansCode', CREDIT_TRANSFER, { name: 'Credit transfer' }),
        leaf('cbc:PaymentID', invoice.invoiceNumber),
        group(
          'cac:PayeeFinancialAccount',
          leaf('cbc:ID', business.accountNumber),
          leaf('cbc:Name', accountName),
          group('cac:FinancialInstitutionBranch', leaf('cbc:ID', business.bsb?.replace(/\D/g, ''))),
        ),
      ),
    );
  }
  if (business.payId) {
    means.push(
      group(
        'cac:PaymentMeans',
        leaf('cbc:PaymentMeansCode', CREDIT_TRANSFER, { name: 'PayID' }),
        leaf('cbc:PaymentID', invoice.invoiceNumber),
        group('cac:PayeeFinancialAccount', leaf('cbc:ID', business.payId), leaf('cbc:Name', accountName)),
      ),
    );
  }
  return means.filter((each): each is XmlElement => each !== null);
}

function root(kind: 'invoice' | 'credit', ...children: (XmlElement | XmlElement[] | null | false)[]): XmlElement {
  return {
    name: kind === 'invoice' ? 'Invoice' : 'CreditNote',
    attributes: { xmlns: kind === 'invoice' ? UBL_INVOICE : UBL_CREDIT_NOTE, 'xmlns:cac': UBL_AGGREGATES, 'xmlns:cbc': UBL_BASICS },
    children: children.flat().filter((child): child is XmlElement => Boolean(child)),
  };
}

/** The reference the client's books file it under: the quote they accepted, else the invoice number. */
function buyerReference(document: InvoiceDocument): string {
  return document.acceptedQuote?.quoteNumber ?? document.invoice.invoiceNumber;
}

/** The business's ABN, which Peppol needs as its address; null when the business has not given one. */
export function sellerAbn(document: InvoiceDocument): string | null {
  return document.business.abn ? abnDigitsOnly(document.business.abn) : null;
}

/**
 * Whether the invoice charges GST: the business is registered for it, or the invoice was
 * made while it was (its GST stays what its PDF shows).
 */
export function chargesGst(document: InvoiceDocument): boolean {
  return document.business.applyGST || parseMoney(document.invoice.taxAmount) > 0;
}

function issueDate(document: InvoiceDocument): IsoDate {
  return todayIn(document.business.timeZone, new Date(document.invoice.createdAt));
}

/** The UBL Invoice element of a tax invoice (or of an invoice of a business not registered for GST). */
export function invoiceElement({ document, clientAbn }: EInvoiceSource, abn: string): XmlElement {
  const { invoice, business } = document;
  const gst = chargesGst(document);
  return root(
    'invoice',
    leaf('cbc:CustomizationID', PINT_AUNZ_BILLING),
    leaf('cbc:ProfileID', PEPPOL_BILLING_PROCESS),
    leaf('cbc:ID', invoice.invoiceNumber),
    leaf('cbc:IssueDate', issueDate(document)),
    leaf('cbc:DueDate', invoice.dueDate),
    leaf('cbc:InvoiceTypeCode', COMMERCIAL_INVOICE),
    leaf('cbc:Note', oneLine(invoice.title)),
    leaf('cbc:DocumentCurrencyCode', CURRENCY),
    leaf('cbc:BuyerReference', buyerReference(document)),
    sellerParty(business, abn, gst),
    buyerParty(invoice, clientAbn),
    paymentMeans(document),
    group('cac:PaymentTerms', leaf('cbc:Note', business.paymentTerms ? oneLine(business.paymentTerms) : null)),
    taxTotal(invoice, gst),
    monetaryTotal(invoice, 'invoice'),
    pricedLines(document).map((item, index) => line('invoice', item, index + 1, gst)),
  );
}

/** The UBL CreditNote that takes back a whole invoice, naming the invoice it credits. */
export function creditNoteElement({ document, clientAbn }: EInvoiceSource, abn: string, details: CreditNoteDetails): XmlElement {
  const { invoice, business } = document;
  const gst = chargesGst(document);
  return root(
    'credit',
    leaf('cbc:CustomizationID', PINT_AUNZ_BILLING),
    leaf('cbc:ProfileID', PEPPOL_BILLING_PROCESS),
    leaf('cbc:ID', details.number),
    leaf('cbc:IssueDate', details.issueDate),
    leaf('cbc:CreditNoteTypeCode', CREDIT_NOTE),
    leaf('cbc:Note', `Invoice ${invoice.invoiceNumber} is cancelled: ${oneLine(invoice.title)}`),
    leaf('cbc:DocumentCurrencyCode', CURRENCY),
    leaf('cbc:BuyerReference', buyerReference(document)),
    group('cac:BillingReference', group('cac:InvoiceDocumentReference', leaf('cbc:ID', invoice.invoiceNumber), leaf('cbc:IssueDate', issueDate(document)))),
    sellerParty(business, abn, gst),
    buyerParty(invoice, clientAbn),
    taxTotal(invoice, gst),
    monetaryTotal(invoice, 'credit'),
    pricedLines(document).map((item, index) => line('credit', item, index + 1, gst)),
  );
}

/** The invoice's e-invoice, as bytes to save or send. */
export function invoiceXml(source: EInvoiceSource, abn: string): string {
  return writeXml(invoiceElement(source, abn));
}

/** The credit note's e-invoice, as bytes to save or send. */
export function creditNoteXml(source: EInvoiceSource, abn: string, details: CreditNoteDetails): string {
  return writeXml(creditNoteElement(source, abn, details));
}
