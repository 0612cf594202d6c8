/**
 * Our own reading of the PINT A-NZ billing rules that Cobber's e-invoices touch, each under
 * the rule's id so a failure names the rule a Peppol access point would refuse it by:
 * identifiers, parties and ABNs, GST categories and amounts, totals, payment means, paid
 * and payable amounts. The official Schematron holds many more (most about elements we
 * never write); docs/e-invoices.md lists which ones these are.
 */
import { isValidAbn } from '@cobber/contracts';
import { structureProblems } from './structure.ts';
import { PEPPOL_BILLING_PROCESS, PINT_AUNZ_BILLING } from './ubl.ts';
import { at, children, textAt, type XmlElement } from './xml.ts';

export interface RuleFailure {
  id: string;
  message: string;
}

/** Cents from an amount as written, or NaN when it is not a decimal of at most two places. */
function cents(text: string | undefined): number {
  if (!text || !/^-?\d+(\.\d{1,2})?$/.test(text.trim())) return Number.NaN;
  const [whole, fraction = ''] = text.trim().replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return text.trim().startsWith('-') ? -value : value;
}

/** Every element under `element` (itself included) of that name. */
function everywhere(element: XmlElement, name: string): XmlElement[] {
  const found = element.name === name ? [element] : [];
  for (const kid of element.children ?? []) found.push(...everywhere(kid, name));
  return found;
}

interface Rule {
  id: string;
  message: string;
  holds: (document: Reading) => boolean;
}

/** The document as the rules read it: the parts they name. */
interface Reading {
  root: XmlElement;
  isInvoice: boolean;
  seller: XmlElement | undefined;
  buyer: XmlElement | undefined;
  totals: XmlElement | undefined;
  lines: XmlElement[];
  taxTotals: XmlElement[];
  subtotals: XmlElement[];
  paymentMeans: XmlElement[];
}

function read(root: XmlElement): Reading {
  const isInvoice = root.name === 'Invoice';
  const taxTotals = children(root, 'cac:TaxTotal');
  return {
    root,
    isInvoice,
    seller: at(root, 'cac:AccountingSupplierParty', 'cac:Party'),
    buyer: at(root, 'cac:AccountingCustomerParty', 'cac:Party'),
    totals: at(root, 'cac:LegalMonetaryTotal'),
    lines: children(root, isInvoice ? 'cac:InvoiceLine' : 'cac:CreditNoteLine'),
    taxTotals,
    subtotals: taxTotals.flatMap((total) => children(total, 'cac:TaxSubtotal')),
    paymentMeans: children(root, 'cac:PaymentMeans'),
  };
}

const total = (document: Reading, name: string) => cents(textAt(document.totals, name));
const lineSum = (lines: XmlElement[]) => lines.reduce((sum, line) => sum + cents(textAt(line, 'cbc:LineExtensionAmount')), 0);
const lineCategory = (line: XmlElement) => at(line, 'cac:Item', 'cac:ClassifiedTaxCategory');
const hasAbn = (party: XmlElement | undefined) => {
  const id = at(party, 'cac:PartyLegalEntity', 'cbc:CompanyID');
  return Boolean(id?.text) && id?.attributes?.schemeID === '0151';
};
const country = (party: XmlElement | undefined) => textAt(party, 'cac:PostalAddress', 'cac:Country', 'cbc:IdentificationCode');
const categories = (document: Reading, code: string) => ({
  lines: document.lines.filter((line) => textAt(lineCategory(line), 'cbc:ID') === code),
  subtotals: document.subtotals.filter((subtotal) => textAt(subtotal, 'cac:TaxCategory', 'cbc:ID') === code),
});
/** The ABN-scheme identifiers of the document: endpoints, party identifiers and legal ones. */
const abnIdentifiers = (root: XmlElement) =>
  [...everywhere(root, 'cbc:EndpointID'), ...everywhere(root, 'cbc:CompanyID'), ...everywhere(root, 'cac:PartyIdentification').flatMap((id) => children(id, 'cbc:ID'))].filter(
    (id) => id.attributes?.schemeID === '0151',
  );
/** Every amount: the elements that carry a currency. */
function collectAmounts(element: XmlElement): XmlElement[] {
  const own = element.attributes?.currencyID !== undefined ? [element] : [];
  return [...own, ...(element.children ?? []).flatMap(collectAmounts)];
}

const RULES: Rule[] = [
  { id: 'aligned-ibrp-001-aunz', message: "The specification identifier is 'urn:peppol:pint:billing-1@aunz-1'", holds: (d) => (textAt(d.root, 'cbc:CustomizationID') ?? '').startsWith(PINT_AUNZ_BILLING) },
  { id: 'aligned-ibrp-002', message: "The business process is 'urn:peppol:bis:billing'", holds: (d) => textAt(d.root, 'cbc:ProfileID') === PEPPOL_BILLING_PROCESS },
  { id: 'aligned-ibrp-003', message: 'A buyer reference or purchase order reference is given', holds: (d) => Boolean(textAt(d.root, 'cbc:BuyerReference') || textAt(d.root, 'cac:OrderReference', 'cbc:ID')) },
  { id: 'ibr-002', message: 'The document has a number', holds: (d) => Boolean(textAt(d.root, 'cbc:ID')) },
  { id: 'ibr-003', message: 'The document has an issue date', holds: (d) => Boolean(textAt(d.root, 'cbc:IssueDate')) },
  { id: 'ibr-073', message: 'Dates are written YYYY-MM-DD', holds: (d) => [...everywhere(d.root, 'cbc:IssueDate'), ...everywhere(d.root, 'cbc:DueDate')].every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date.text ?? '')) },
  { id: 'ibr-004', message: 'An invoice has type code 380, a credit note 381', holds: (d) => (d.isInvoice ? textAt(d.root, 'cbc:InvoiceTypeCode') === '380' : textAt(d.root, 'cbc:CreditNoteTypeCode') === '381') },
  { id: 'ibr-005', message: 'The currency is given (AUD)', holds: (d) => textAt(d.root, 'cbc:DocumentCurrencyCode') === 'AUD' },
  { id: 'ibr-126', message: 'Every amount is in the document currency', holds: (d) => collectAmounts(d.root).every((each) => each.attributes?.currencyID === textAt(d.root, 'cbc:DocumentCurrencyCode')) },
  { id: 'aligned-ibrp-005', message: 'Amounts have at most two decimals', holds: (d) => collectAmounts(d.root).every((each) => !Number.isNaN(cents(each.text))) },
  { id: 'ibr-006', message: "The seller's name is given", holds: (d) => Boolean(textAt(d.seller, 'cac:PartyLegalEntity', 'cbc:RegistrationName')) },
  { id: 'ibr-007', message: "The buyer's name is given", holds: (d) => Boolean(textAt(d.buyer, 'cac:PartyLegalEntity', 'cbc:RegistrationName')) },
  { id: 'ibr-008', message: "The seller's postal address is given", holds: (d) => Boolean(at(d.seller, 'cac:PostalAddress')) },
  { id: 'ibr-009', message: "The seller's address has a country", holds: (d) => Boolean(country(d.seller)) },
  { id: 'ibr-010', message: "The buyer's postal address is given", holds: (d) => Boolean(at(d.buyer, 'cac:PostalAddress')) },
  { id: 'ibr-011', message: "The buyer's address has a country", holds: (d) => Boolean(country(d.buyer)) },
  { id: 'ibr-081', message: "The seller's electronic address (endpoint) is given", holds: (d) => Boolean(textAt(d.seller, 'cbc:EndpointID')) },
  { id: 'ibr-062', message: "The seller's endpoint has a scheme", holds: (d) => Boolean(at(d.seller, 'cbc:EndpointID')?.attributes?.schemeID) },
  { id: 'ibr-080', message: "The buyer's electronic address (endpoint) is given", holds: (d) => Boolean(textAt(d.buyer, 'cbc:EndpointID')) },
  { id: 'ibr-063', message: "The buyer's endpoint has a scheme", holds: (d) => !at(d.buyer, 'cbc:EndpointID') || Boolean(at(d.buyer, 'cbc:EndpointID')?.attributes?.schemeID) },
  { id: 'ibr-120', message: 'Every ABN (scheme 0151) is 11 digits with a valid checksum', holds: (d) => abnIdentifiers(d.root).every((id) => /^\d{11}$/.test(id.text ?? '') && isValidAbn(id.text!)) },
  { id: 'aligned-ibr-001-aunz', message: "An Australian seller is named by its ABN (legal entity, scheme 0151)", holds: (d) => country(d.seller) !== 'AU' || hasAbn(d.seller) },
  { id: 'aligned-ibr-004-aunz', message: "An Australian buyer is named by their ABN (legal entity, scheme 0151)", holds: (d) => country(d.buyer) !== 'AU' || hasAbn(d.buyer) },
  { id: 'ibr-co-26', message: 'The seller is identified (identifier, legal registration or tax registration)', holds: (d) => Boolean(at(d.seller, 'cac:PartyIdentification') || at(d.seller, 'cac:PartyLegalEntity', 'cbc:CompanyID') || at(d.seller, 'cac:PartyTaxScheme', 'cbc:CompanyID')) },
  { id: 'ibr-sr-57', message: 'A tax registration carries its identifier', holds: (d) => everywhere(d.root, 'cac:PartyTaxScheme').every((scheme) => Boolean(textAt(scheme, 'cbc:CompanyID'))) },
  { id: 'ibr-016', message: 'There is at least one line', holds: (d) => d.lines.length > 0 },
  { id: 'ibr-021', message: 'Every line has an identifier', holds: (d) => d.lines.every((line) => Boolean(textAt(line, 'cbc:ID'))) },
  { id: 'ibr-022', message: 'Every line has a quantity', holds: (d) => d.lines.every((line) => Boolean(textAt(line, d.isInvoice ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity'))) },
  { id: 'ibr-023', message: "Every line's quantity has a unit", holds: (d) => d.lines.every((line) => Boolean(at(line, d.isInvoice ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity')?.attributes?.unitCode)) },
  { id: 'ibr-024', message: 'Every line has a net amount', holds: (d) => d.lines.every((line) => Boolean(textAt(line, 'cbc:LineExtensionAmount'))) },
  { id: 'ibr-025', message: 'Every line names its item', holds: (d) => d.lines.every((line) => Boolean(textAt(line, 'cac:Item', 'cbc:Name'))) },
  { id: 'ibr-026', message: 'Every line has a net price', holds: (d) => d.lines.every((line) => Boolean(textAt(line, 'cac:Price', 'cbc:PriceAmount'))) },
  { id: 'ibr-027', message: 'No net price is negative', holds: (d) => d.lines.every((line) => cents(textAt(line, 'cac:Price', 'cbc:PriceAmount')) >= 0) },
  {
    id: 'aligned-ibrp-053',
    message: "Each line's net amount is its quantity times its price (within 2 cents)",
    holds: (d) =>
      d.lines.every((line) => {
        const quantity = Number(textAt(line, d.isInvoice ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity'));
        return Math.abs(quantity * cents(textAt(line, 'cac:Price', 'cbc:PriceAmount')) - cents(textAt(line, 'cbc:LineExtensionAmount'))) <= 2;
      }),
  },
  { id: 'aligned-ibrp-050-aunz', message: 'Every line has a GST category', holds: (d) => d.lines.every((line) => Boolean(textAt(lineCategory(line), 'cbc:ID'))) },
  { id: 'aligned-ibrp-059', message: 'Every line has exactly one classified tax category', holds: (d) => d.lines.every((line) => children(at(line, 'cac:Item'), 'cac:ClassifiedTaxCategory').length === 1) },
  { id: 'aligned-ibrp-cl-01-aunz', message: 'Tax categories are one of S, Z, E, G, O', holds: (d) => [...everywhere(d.root, 'cac:TaxCategory'), ...everywhere(d.root, 'cac:ClassifiedTaxCategory')].every((category) => ['S', 'Z', 'E', 'G', 'O'].includes(textAt(category, 'cbc:ID') ?? '')) },
  { id: 'ibr-012', message: 'The sum of line net amounts is given', holds: (d) => Boolean(textAt(d.totals, 'cbc:LineExtensionAmount')) },
  { id: 'ibr-013', message: 'The total without GST is given', holds: (d) => Boolean(textAt(d.totals, 'cbc:TaxExclusiveAmount')) },
  { id: 'ibr-014', message: 'The total with GST is given', holds: (d) => Boolean(textAt(d.totals, 'cbc:TaxInclusiveAmount')) },
  { id: 'ibr-015', message: 'The amount due is given', holds: (d) => Boolean(textAt(d.totals, 'cbc:PayableAmount')) },
  { id: 'ibr-co-10', message: 'The sum of line net amounts equals the lines added up', holds: (d) => total(d, 'cbc:LineExtensionAmount') === lineSum(d.lines) },
  { id: 'ibr-co-13', message: 'The total without GST equals the lines (no allowances or charges)', holds: (d) => total(d, 'cbc:TaxExclusiveAmount') === total(d, 'cbc:LineExtensionAmount') },
  { id: 'aligned-ibrp-021', message: 'There is exactly one tax total, with its breakdown', holds: (d) => d.taxTotals.length === 1 && d.subtotals.length > 0 },
  { id: 'ibr-co-14', message: 'The GST total equals the breakdown added up', holds: (d) => cents(textAt(d.taxTotals[0], 'cbc:TaxAmount')) === d.subtotals.reduce((sum, subtotal) => sum + cents(textAt(subtotal, 'cbc:TaxAmount')), 0) },
  { id: 'ibr-co-15', message: 'The total with GST is the total without GST plus the GST', holds: (d) => total(d, 'cbc:TaxInclusiveAmount') === total(d, 'cbc:TaxExclusiveAmount') + cents(textAt(d.taxTotals[0], 'cbc:TaxAmount')) },
  { id: 'ibr-co-16', message: 'The amount due is the total with GST less what was paid already', holds: (d) => total(d, 'cbc:PayableAmount') === total(d, 'cbc:TaxInclusiveAmount') - (textAt(d.totals, 'cbc:PrepaidAmount') ? total(d, 'cbc:PrepaidAmount') : 0) },
  { id: 'aligned-ibrp-045', message: 'Each GST breakdown has a taxable amount', holds: (d) => d.subtotals.every((subtotal) => Boolean(textAt(subtotal, 'cbc:TaxableAmount'))) },
  { id: 'aligned-ibrp-046', message: 'Each GST breakdown has a GST amount', holds: (d) => d.subtotals.every((subtotal) => Boolean(textAt(subtotal, 'cbc:TaxAmount'))) },
  { id: 'aligned-ibrp-047-aunz', message: 'Each GST breakdown names its category', holds: (d) => d.subtotals.every((subtotal) => Boolean(textAt(subtotal, 'cac:TaxCategory', 'cbc:ID'))) },
  { id: 'aligned-ibrp-048-aunz', message: 'Each GST breakdown has a rate, unless not subject to GST', holds: (d) => d.subtotals.every((subtotal) => textAt(subtotal, 'cac:TaxCategory', 'cbc:ID') === 'O' || Boolean(textAt(subtotal, 'cac:TaxCategory', 'cbc:Percent'))) },
  {
    id: 'aligned-ibrp-051-aunz',
    message: "Each breakdown's GST is its taxable amount times its rate",
    holds: (d) =>
      d.subtotals.every((subtotal) => {
        const rate = Number(textAt(subtotal, 'cac:TaxCategory', 'cbc:Percent') ?? 0);
        return Math.abs(cents(textAt(subtotal, 'cbc:TaxAmount')) - Math.round((cents(textAt(subtotal, 'cbc:TaxableAmount')) * rate) / 100)) <= (rate === 0 ? 0 : 1);
      }),
  },
  { id: 'aligned-ibrp-s-01-aunz', message: 'Lines at standard GST come with exactly one standard-rated breakdown', holds: (d) => categories(d, 'S').lines.length === 0 || categories(d, 'S').subtotals.length === 1 },
  { id: 'aligned-ibrp-s-05-aunz', message: 'A line at standard GST has a rate above zero', holds: (d) => categories(d, 'S').lines.every((line) => Number(textAt(lineCategory(line), 'cbc:Percent')) > 0) },
  { id: 'aligned-ibrp-s-08-aunz', message: "The standard-rated breakdown's taxable amount is its lines added up", holds: (d) => categories(d, 'S').subtotals.every((subtotal) => cents(textAt(subtotal, 'cbc:TaxableAmount')) === lineSum(categories(d, 'S').lines)) },
  { id: 'aligned-ibrp-s-10-aunz', message: 'A standard-rated breakdown gives no exemption reason', holds: (d) => categories(d, 'S').subtotals.every((subtotal) => !at(subtotal, 'cac:TaxCategory', 'cbc:TaxExemptionReason')) },
  { id: 'aligned-ibrp-o-01-aunz', message: 'Lines not subject to GST come with exactly one such breakdown', holds: (d) => categories(d, 'O').lines.length === 0 || categories(d, 'O').subtotals.length === 1 },
  { id: 'aligned-ibrp-o-05-aunz', message: 'A line not subject to GST carries no rate', holds: (d) => categories(d, 'O').lines.every((line) => !at(lineCategory(line), 'cbc:Percent')) },
  { id: 'aligned-ibrp-o-08-aunz', message: "The not-subject breakdown's taxable amount is its lines added up", holds: (d) => categories(d, 'O').subtotals.every((subtotal) => cents(textAt(subtotal, 'cbc:TaxableAmount')) === lineSum(categories(d, 'O').lines)) },
  { id: 'aligned-ibrp-o-09-aunz', message: 'No GST is charged on what is not subject to GST', holds: (d) => categories(d, 'O').subtotals.every((subtotal) => cents(textAt(subtotal, 'cbc:TaxAmount')) === 0) },
  { id: 'aligned-ibrp-o-11-aunz', message: 'A document not subject to GST has no other breakdown', holds: (d) => categories(d, 'O').subtotals.length === 0 || d.subtotals.length === 1 },
  { id: 'aligned-ibrp-o-12-aunz', message: 'A document not subject to GST has no line of another category', holds: (d) => categories(d, 'O').subtotals.length === 0 || categories(d, 'O').lines.length === d.lines.length },
  { id: 'ibr-049', message: 'Each payment means has its type code', holds: (d) => d.paymentMeans.every((means) => Boolean(textAt(means, 'cbc:PaymentMeansCode'))) },
  { id: 'ibr-cl-16', message: 'Payment means codes come from UNCL 4461 (30: credit transfer)', holds: (d) => d.paymentMeans.every((means) => /^(1|10|20|30|31|42|48|49|54|55|57|58|59|68|97|ZZZ)$/.test(textAt(means, 'cbc:PaymentMeansCode') ?? '')) },
  { id: 'aligned-ibrp-016', message: 'A credit transfer names the account to pay into', holds: (d) => d.paymentMeans.every((means) => !at(means, 'cac:PayeeFinancialAccount') || Boolean(textAt(means, 'cac:PayeeFinancialAccount', 'cbc:ID'))) },
  { id: 'aligned-ibrp-018', message: 'A credit transfer (30, 58) gives the account identifier', holds: (d) => d.paymentMeans.every((means) => !['30', '58'].includes(textAt(means, 'cbc:PaymentMeansCode') ?? '') || Boolean(textAt(means, 'cac:PayeeFinancialAccount', 'cbc:ID'))) },
  { id: 'aligned-ibrp-065', message: 'Each payment means has at most one payment reference', holds: (d) => d.paymentMeans.every((means) => children(means, 'cbc:PaymentID').length <= 1) },
  { id: 'ibr-sr-05', message: 'Payment terms occur at most once', holds: (d) => children(d.root, 'cac:PaymentTerms').length <= 1 },
  { id: 'aligned-ibrp-061', message: 'An invoice with an amount due gives a due date or payment terms', holds: (d) => !d.isInvoice || total(d, 'cbc:PayableAmount') <= 0 || Boolean(textAt(d.root, 'cbc:DueDate') || textAt(d.root, 'cac:PaymentTerms', 'cbc:Note')) },
  { id: 'ibr-sr-51', message: 'The note occurs at most once', holds: (d) => children(d.root, 'cbc:Note').length <= 1 },
  { id: 'ibr-055', message: 'Each reference to an earlier invoice gives its number', holds: (d) => children(d.root, 'cac:BillingReference').every((reference) => Boolean(textAt(reference, 'cac:InvoiceDocumentReference', 'cbc:ID'))) },
];

/** Every rule id this module checks, for the docs and the tests. */
export const CHECKED_RULES: readonly string[] = [...RULES.map((rule) => rule.id), 'ubl-2.1-structure'];

/** What a receiver would refuse the document for, by rule id; empty when it passes every rule we check. */
export function checkEInvoice(root: XmlElement): RuleFailure[] {
  const reading = read(root);
  const failures = RULES.filter((rule) => !rule.holds(reading)).map((rule) => ({ id: rule.id, message: rule.message }));
  for (const problem of structureProblems(root)) failures.push({ id: 'ubl-2.1-structure', message: problem });
  if (root.name !== 'Invoice' && root.name !== 'CreditNote') failures.push({ id: 'ubl-2.1-structure', message: `${root.name} is neither an Invoice nor a CreditNote` });
  return failures;
}
