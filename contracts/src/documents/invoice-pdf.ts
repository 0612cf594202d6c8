/**
 * The invoice a client downloads or receives: an Australian tax invoice when the
 * business charges GST ("Tax Invoice" title, seller and ABN, date of issue, each item,
 * the GST, the buyer and their address), otherwise a plain "Invoice" with no GST line;
 * then the bank details with the invoice number as the payment reference.
 * Built from one InvoiceDocument, the same way in the browser (the client's page, the
 * owner's export) and in the service (the email), so all three print the same.
 */
import type { Business } from '../business.ts';
import { claimHeading, claimScheduleLines } from '../claim-schedule.ts';
import type { ClaimSchedule } from '../claims.ts';
import type { AcceptedQuote, InvoiceDocument } from '../invoices.ts';
import { ItemTypeLabels } from '../items.ts';
import { displayMoney, displayQuantity, parseMoney, parseQuantity } from '../money.ts';
import { payIdLabel } from '../pay-id.ts';
import { writeAcceptance } from './acceptance.ts';
import { businessDetails, displayCalendarDate, displayDate, displayDateTime, type DocumentBusiness } from './business-details.ts';
import type { FontFiles } from './fonts/files.ts';
import { CONTENT_WIDTH, DocumentWriter, MARGIN, MUTED, wrapText, type BlockPart, type Column, type Row, type TotalLine } from './layout.ts';

type DocumentInvoice = InvoiceDocument['invoice'];

export type InvoicePdfInvoice = Pick<
  DocumentInvoice,
  'invoiceNumber' | 'title' | 'clientName' | 'description' | 'createdAt' | 'dueDate' | 'subtotal' | 'taxAmount' | 'totalAmount'
> &
  Partial<Pick<DocumentInvoice, 'clientEmail' | 'clientAddress' | 'depositPaid' | 'paymentsReceived' | 'balanceDue'>>;

export type InvoicePdfItem = Pick<InvoiceDocument['items'][number], 'description' | 'type' | 'quantity' | 'unitPrice' | 'totalPrice'>;

export type InvoicePdfBusiness = DocumentBusiness &
  Pick<Business, 'applyGST'> &
  Partial<Pick<Business, 'bankName' | 'bsb' | 'accountNumber' | 'accountName' | 'payId'>>;

/**
 * What the PDF is made from: an `InvoiceDocument` (the invoices service makes it one way
 * for the email, the client's page and the owner's export) and the logo's bytes.
 */
export interface InvoicePdfInput {
  invoice: InvoicePdfInvoice;
  items: readonly InvoicePdfItem[];
  business: InvoicePdfBusiness;
  /** PNG (or JPEG) bytes of the business's logo. */
  logo?: Uint8Array | undefined;
  /** The client's page for this invoice: `PUBLIC_URL` + `/invoice/:id/pay`. */
  link?: string | null | undefined;
  acceptedQuote?: AcceptedQuote | null | undefined;
  /** A progress claim's schedule, printed under the totals. */
  claim?: ClaimSchedule | null | undefined;
}

/** The download is named `Invoice-{invoiceNumber}.pdf`. */
export function invoicePdfFileName(invoiceNumber: string): string {
  return `Invoice-${invoiceNumber}.pdf`;
}

/** A business registered for GST issues a tax invoice; one that is not must not. */
export function invoiceTitle(applyGST: boolean): 'Tax Invoice' | 'Invoice' {
  return applyGST ? 'Tax Invoice' : 'Invoice';
}

const ITEM_COLUMNS: Column[] = [
  { header: 'Description' },
  { header: 'Type', width: 70 },
  { header: 'Qty', width: 55, align: 'right' },
  { header: 'Rate', width: 80, align: 'right' },
  { header: 'Amount', width: 85, align: 'right' },
];

const money = (amount: string) => displayMoney(parseMoney(amount));

function itemRows(items: readonly InvoicePdfItem[]): Row[] {
  return items
    .filter((item) => item.type !== 'deposit')
    .map((item) => ({
      cells: [item.description, ItemTypeLabels[item.type], displayQuantity(parseQuantity(item.quantity)), money(item.unitPrice), money(item.totalPrice)],
    }));
}

function totalLines(invoice: InvoicePdfInvoice, business: InvoicePdfBusiness, writer: DocumentWriter): TotalLine[] {
  const lines: TotalLine[] = [{ label: 'Subtotal', value: money(invoice.subtotal) }];
  if (business.applyGST) lines.push({ label: 'GST (10%)', value: money(invoice.taxAmount) });
  lines.push({ label: business.applyGST ? 'Total inc. GST' : 'Total', value: money(invoice.totalAmount), strong: true, colour: writer.brand });
  const paid = [
    { label: 'Deposit paid', amount: invoice.depositPaid },
    { label: 'Payments received', amount: invoice.paymentsReceived },
  ].filter((line): line is { label: string; amount: string } => Boolean(line.amount) && parseMoney(line.amount!) > 0);
  for (const line of paid) lines.push({ label: line.label, value: `-${money(line.amount)}`, colour: MUTED });
  if (paid.length > 0 && invoice.balanceDue) lines.push({ label: 'Balance due', value: money(invoice.balanceDue), strong: true });
  return lines;
}

/** The left half of the page, beside the dates. */
const BILL_TO_WIDTH = CONTENT_WIDTH / 2 - 10;

/** The most lines of a name or an address Bill To gives room to, beside the dates at the top of the page. */
const MOST_NAME_LINES = 3;
const MOST_ADDRESS_LINES = 6;

/** Lines cut to `most`, the last ending in "…" when some were left out. */
function atMost(lines: string[], most: number): string[] {
  return lines.length <= most ? lines : [...lines.slice(0, most - 1), `${lines[most - 1]}…`];
}

/** The client's address as typed, line by line, each line wrapped to the Bill To column. */
function addressLines(writer: DocumentWriter, address: string | null | undefined): string[] {
  const typed = (address ?? '').split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  return atMost(typed.flatMap((line) => wrapText(line, writer.regular, 9.5, BILL_TO_WIDTH)), MOST_ADDRESS_LINES);
}

/** Who is billed (name, address, email) on the left; the date of issue and due date on the right. */
function billToAndDates(writer: DocumentWriter, invoice: InvoicePdfInvoice, business: InvoicePdfBusiness): void {
  const top = writer.y;
  const right = MARGIN + CONTENT_WIDTH;
  writer.textAt('BILL TO', MARGIN, top - 8, { size: 8, bold: true, colour: MUTED });
  let baseline = top - 8;
  for (const line of atMost(wrapText(invoice.clientName, writer.bold, 11, BILL_TO_WIDTH), MOST_NAME_LINES)) writer.textAt(line, MARGIN, (baseline -= 14), { size: 11, bold: true });
  for (const line of addressLines(writer, invoice.clientAddress)) writer.textAt(line, MARGIN, (baseline -= 13), { size: 9.5 });
  if (invoice.clientEmail) writer.textAt(invoice.clientEmail, MARGIN, (baseline -= 14), { size: 9.5, colour: MUTED });
  writer.textAt(`Date of issue: ${displayDate(invoice.createdAt, business.timeZone)}`, right, top - 12, { size: 10, align: 'right' });
  writer.textAt(`Due date: ${displayCalendarDate(invoice.dueDate)}`, right, top - 27, { size: 10, bold: true, align: 'right' });
  writer.y = Math.min(top - 52, baseline - 16);
}

/** `Quote Q-0001 accepted online on 24/11/2026 10:31 AEDT (revision 3)`. */
function acceptedQuoteLine(quote: AcceptedQuote, timeZone?: string): string {
  const name = quote.quoteNumber ? `Quote ${quote.quoteNumber}` : 'The quote';
  return `${name} accepted online on ${displayDateTime(quote.acceptedAt, timeZone)} (revision ${quote.revision})`;
}

/** How to pay, kept on one page: a BSB on one page and its account number on the next is no use. */
function bankDetails(writer: DocumentWriter, invoice: InvoicePdfInvoice, business: InvoicePdfBusiness): void {
  const lines = [
    business.bankName ? `Bank: ${business.bankName}` : null,
    business.bsb ? `BSB: ${business.bsb}` : null,
    business.accountNumber ? `Account number: ${business.accountNumber}` : null,
    business.accountName ? `Account name: ${business.accountName}` : null,
    business.payId ? `${payIdLabel(business.payId)}: ${business.payId}` : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) lines.push(`Contact ${business.name} for payment details.`);
  writer.block([
    { heading: 'Payment by bank transfer' },
    ...lines.map((text) => ({ text })),
    { text: `Reference: ${invoice.invoiceNumber}`, style: { bold: true } },
    { text: 'Please use the invoice number as the payment reference.', style: { size: 9, colour: MUTED } },
  ]);
}

/** The PDF's bytes; `fonts` reads the Noto files its text needs (the server's or the browser's, fonts/files.ts). */
export async function buildInvoicePdf(input: InvoicePdfInput, fonts: FontFiles): Promise<Uint8Array> {
  const { invoice, items, business } = input;
  const title = invoiceTitle(business.applyGST);
  const writer = await DocumentWriter.create({
    title: `${title} ${invoice.invoiceNumber} ${invoice.title}`,
    author: business.name,
    brandColour: business.brandColors?.primary,
    fonts,
    content: input,
    bold: [business.name, invoice.clientName, invoice.title],
  });
  await writer.letterhead({ businessName: business.name, logo: input.logo, details: businessDetails(business), title, reference: invoice.invoiceNumber });

  billToAndDates(writer, invoice, business);
  writer.paragraph(invoice.title, { size: 15, bold: true });
  if (invoice.description) writer.paragraph(invoice.description, { colour: MUTED });
  writer.gap(14);
  writer.table(ITEM_COLUMNS, itemRows(items));
  writer.totals(totalLines(invoice, business, writer));
  if (input.claim) {
    writer.gap(10);
    const columns: Column[] = [{ header: claimHeading(input.claim) }, { header: 'GST incl.', width: 110, align: 'right' }];
    writer.table(columns, claimScheduleLines(input.claim).map((line) => ({ cells: [line.label, line.value] })));
  }
  if (input.acceptedQuote) {
    const accepted: BlockPart = { text: acceptedQuoteLine(input.acceptedQuote, business.timeZone), style: { size: 9, colour: MUTED } };
    const signed = input.acceptedQuote.signedBy;
    if (signed) await writeAcceptance(writer, { name: signed.name, image: signed.image, acceptedAt: input.acceptedQuote.acceptedAt }, business.timeZone, [accepted]);
    else writer.block([accepted]);
  }
  bankDetails(writer, invoice, business);
  if (business.paymentTerms) writer.block([{ heading: 'Payment terms' }, { text: business.paymentTerms }]);
  if (business.quoteFooterNotes) writer.block([{ heading: 'Notes' }, { text: business.quoteFooterNotes }]);
  if (input.link) {
    writer.keepTogether(writer.blockHeight([{ heading: 'View this invoice online' }]) + writer.linkHeight(input.link));
    writer.heading('View this invoice online');
    writer.link(input.link);
  }
  return writer.save(`${business.name}  ·  ${title} ${invoice.invoiceNumber}`);
}
