/**
 * The quote a client receives as a PDF attachment: the business's letterhead, the items,
 * totals (GST only when the business charges it), any deposit requested,
 * the payment terms and the link to accept online.
 */
import { DEFAULT_PAYMENT_TERMS } from '../business.ts';
import { ItemTypeLabels } from '../items.ts';
import { displayMoney, displayQuantity, parseMoney, parseQuantity } from '../money.ts';
import type { Quote, QuoteItem } from '../quotes.ts';
import { validUntilLine } from '../quote-expiry.ts';
import { optionLines } from '../option-lines.ts';
import { writeAcceptance, type SignedAcceptance } from './acceptance.ts';
import { businessDetails, type DocumentBusiness, displayDate } from './business-details.ts';
import type { FontFiles } from './fonts/files.ts';
import { writePhotosPages, type DocumentPhoto } from './photos-page.ts';
import { CONTENT_WIDTH, DocumentWriter, MARGIN, MUTED, type BlockPart, type Column, type Row, type TotalLine } from './layout.ts';

export type QuotePdfQuote = Pick<
  Quote,
  | 'quoteNumber'
  | 'title'
  | 'description'
  | 'clientName'
  | 'clientEmail'
  | 'subtotal'
  | 'taxAmount'
  | 'totalAmount'
  | 'includeTravel'
  | 'travelDistance'
  | 'costPerKm'
  | 'travelCost'
  | 'aiSummary'
  | 'createdAt'
  | 'validUntil'
>;

export type QuotePdfItem = Pick<QuoteItem, 'description' | 'quantity' | 'unitPrice' | 'totalPrice' | 'type'> & {
  detailedDescription?: string | null;
  /** An add-on the client chooses; its id says whether they chose it. */
  optional?: boolean;
  id?: string;
  /** The option the line is in; none for a line in every option. */
  optionId?: string | null | undefined;
};

export interface QuotePdfInput {
  quote: QuotePdfQuote;
  items: readonly QuotePdfItem[];
  business: DocumentBusiness;
  /** PNG (or JPEG) bytes of the business's logo. */
  logo?: Uint8Array;
  /** Where the client accepts the quote: `PUBLIC_URL` + `/quote/:id`. */
  publicUrl: string;
  /** The client's acceptance once they accepted online, with the add-ons they chose. */
  acceptance?: (SignedAcceptance & { optionalItemIds: readonly string[]; option?: { id: string; name: string } | null }) | null | undefined;
  /** The options the client chooses between, priced (the quote's own total is the first's until one is chosen). */
  options?: readonly { id: string; name: string; total: string }[] | undefined;
  /** The quote's job photos in their order: a photos page after the quote. */
  photos?: readonly DocumentPhoto[] | undefined;
}

const ITEM_COLUMNS: Column[] = [
  { header: 'Description' },
  { header: 'Type', width: 70 },
  { header: 'Qty', width: 55, align: 'right' },
  { header: 'Rate', width: 80, align: 'right' },
  { header: 'Amount', width: 85, align: 'right' },
];

const money = (amount: string) => displayMoney(parseMoney(amount));

/** An add-on's description says so, and once accepted whether it was chosen; an option's line names its option. */
function describe(item: QuotePdfItem, chosen: readonly string[] | null, optionNames: ReadonlyMap<string, string>): string {
  const option = item.optionId ? optionNames.get(item.optionId) : undefined;
  if (option) return describe({ ...item, optionId: null }, chosen, optionNames) + ` (${option} option)`;
  if (!item.optional) return item.description;
  if (chosen === null) return `${item.description} (add-on)`;
  return `${item.description} (add-on, ${item.id && chosen.includes(item.id) ? 'chosen' : 'not chosen'})`;
}

function itemRows(quote: QuotePdfQuote, items: readonly QuotePdfItem[], chosen: readonly string[] | null, optionNames: ReadonlyMap<string, string>): Row[] {
  const rows: Row[] = items
    .filter((item) => item.type !== 'deposit')
    .map((item) => ({
      cells: [
        describe(item, chosen, optionNames),
        ItemTypeLabels[item.type],
        displayQuantity(parseQuantity(item.quantity)),
        money(item.unitPrice),
        money(item.totalPrice),
      ],
      note: item.detailedDescription ?? null,
    }));
  if (quote.includeTravel) {
    const distance = displayQuantity(parseQuantity(quote.travelDistance));
    rows.push({ cells: ['Travel', 'Travel', `${distance} km`, `${money(quote.costPerKm)}/km`, money(quote.travelCost)] });
  }
  return rows;
}

function totalLines(quote: QuotePdfQuote, writer: DocumentWriter): TotalLine[] {
  const lines: TotalLine[] = [{ label: 'Subtotal', value: money(quote.subtotal) }];
  if (parseMoney(quote.taxAmount) !== 0) lines.push({ label: 'GST (10%)', value: money(quote.taxAmount) });
  lines.push({ label: 'Total', value: money(quote.totalAmount), strong: true, colour: writer.brand });
  return lines;
}

/** The deposits asked for: a payment against the total, never added to it. */
function depositLines(items: readonly QuotePdfItem[]): TotalLine[] {
  return items
    .filter((item) => item.type === 'deposit')
    .map((item) => ({ label: 'Deposit requested', value: money(item.totalPrice), colour: MUTED }));
}

function clientAndDate(writer: DocumentWriter, quote: QuotePdfQuote, business: DocumentBusiness): void {
  const top = writer.y;
  const right = MARGIN + CONTENT_WIDTH;
  writer.textAt('PREPARED FOR', MARGIN, top - 8, { size: 8, bold: true, colour: MUTED });
  writer.textAt(quote.clientName, MARGIN, top - 22, { size: 11, bold: true });
  if (quote.clientEmail) writer.textAt(quote.clientEmail, MARGIN, top - 36, { size: 9.5, colour: MUTED });
  writer.textAt('DATE', right, top - 8, { size: 8, bold: true, colour: MUTED, align: 'right' });
  writer.textAt(displayDate(quote.createdAt, business.timeZone), right, top - 22, { size: 10.5, align: 'right' });
  if (quote.quoteNumber) writer.textAt(`Quote ${quote.quoteNumber}`, right, top - 36, { size: 9.5, colour: MUTED, align: 'right' });
  writer.y = top - 52;
}

/** The PDF's bytes; `fonts` reads the Noto files its text needs (the server's or the browser's, fonts/files.ts). */
export async function buildQuotePdf(input: QuotePdfInput, fonts: FontFiles): Promise<Uint8Array> {
  const { quote, items, business } = input;
  const writer = await DocumentWriter.create({
    title: `Quote ${quote.quoteNumber ?? ''} ${quote.title}`.replace(/\s+/g, ' ').trim(),
    author: business.name,
    brandColour: business.brandColors?.primary,
    fonts,
    content: input,
    bold: [business.name, quote.clientName, quote.title],
  });
  await writer.letterhead({
    businessName: business.name,
    logo: input.logo,
    details: businessDetails(business),
    title: 'Quote',
    reference: quote.quoteNumber,
  });

  clientAndDate(writer, quote, business);
  writer.paragraph(quote.title, { size: 15, bold: true });
  if (quote.description) {
    writer.heading('Project description');
    writer.paragraph(quote.description);
  }
  if (quote.aiSummary) {
    writer.heading('Project summary');
    writer.paragraph(quote.aiSummary);
  }

  writer.gap(14);
  const chosen = input.acceptance?.optionalItemIds ?? null;
  const chosenOption = input.acceptance?.option ?? null;
  // Once the client chose an option, the quote they signed is that option: its lines and the common ones.
  const shown = chosenOption ? optionLines(items, (item) => item.optionId, chosenOption.id) : items;
  const offered = chosenOption ? [] : (input.options ?? []);
  writer.table(ITEM_COLUMNS, itemRows(quote, shown, chosen, new Map(offered.map((option) => [option.id, option.name]))));
  writer.totals(offered.length > 0 ? offered.map((option) => ({ label: `${option.name} option total`, value: money(option.total) })) : totalLines(quote, writer));
  if (offered.length > 0) writer.paragraph('Each option includes the lines without an option. Choose one when you accept online.', { size: 8.5, colour: MUTED });
  if (chosen === null && items.some((item) => item.optional)) {
    writer.paragraph('Add-ons not included: choose them when you accept online.', { size: 8.5, colour: MUTED });
  }
  // How long the price holds: the client reads it beside the total.
  if (quote.validUntil) writer.paragraph(validUntilLine(quote.validUntil), { size: 9.5, bold: true });
  const deposits = depositLines(items);
  if (deposits.length > 0) {
    const note = { text: 'A deposit is part of the total above, payable before work starts.', style: { size: 8.5, colour: MUTED } };
    writer.keepTogether(writer.totalsHeight(deposits) + writer.blockHeight([note]));
    writer.totals(deposits);
    writer.block([note]);
  }

  writer.block([{ heading: 'Payment terms' }, { text: business.paymentTerms ?? DEFAULT_PAYMENT_TERMS }]);
  if (business.quoteFooterNotes) writer.block([{ heading: 'Notes' }, { text: business.quoteFooterNotes }]);
  if (input.acceptance) {
    const lead: BlockPart[] = chosenOption ? [{ heading: 'Accepted' }, { text: `Option chosen: ${chosenOption.name}`, style: { size: 9.5 } }] : [{ heading: 'Accepted' }];
    await writeAcceptance(writer, input.acceptance, business.timeZone, lead);
  } else {
    const invitation: BlockPart[] = [{ heading: 'Accept this quote online' }, { text: 'Review the quote and accept or decline it at:', style: { size: 9.5 } }];
    writer.keepTogether(writer.blockHeight(invitation) + writer.linkHeight(input.publicUrl));
    writer.block(invitation);
    writer.link(input.publicUrl);
  }
  await writePhotosPages(writer, input.photos);

  return writer.save([business.name, quote.quoteNumber ? `Quote ${quote.quoteNumber}` : 'Quote'].join('  ·  '));
}
