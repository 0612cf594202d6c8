import { AcceptMessages, billedLines, OptionMessages, type QuoteSignature } from '@cobber/contracts';
import { badRequest, type Knex } from '@cobber/kit';
import { findBusiness, type KnownBusiness } from '@cobber/documents';
import type { QuotePdfInput } from '@cobber/contracts/documents';
import { linesOfOption } from '../options/pricing.ts';
import { listOptions, type OptionRow } from '../options/repository.ts';
import { findAcceptance, insertAcceptance, listItems } from './repository.ts';
import { toAcceptance, type ItemRow, type QuoteRow } from './rows.ts';
import { priceQuote } from './service.ts';
import { signaturePng } from './signature.ts';

/** What the client sent with their acceptance (contracts `ApproveQuote`), and who they are. */
export interface AcceptanceInput {
  optionalItemIds?: string[] | undefined;
  signature?: QuoteSignature | undefined;
  termsAccepted?: boolean | undefined;
  /** The option chosen: required when the quote has options. */
  optionId?: string | undefined;
  clientAddress: string | null;
  userAgent: string | null;
}

/** The add-ons chosen, each once; an id that is not an add-on of this quote is a 400 naming `optionalItemIds`. */
function chosenAddOns(items: readonly ItemRow[], ids: readonly string[]): string[] {
  const addOns = new Set(items.filter((item) => item.optional).map((item) => item.id));
  if (ids.some((id) => !addOns.has(id))) throw badRequest(AcceptMessages.notAnAddOn, { optionalItemIds: AcceptMessages.notAnAddOn });
  return [...new Set(ids)];
}

/**
 * The business's terms and its wish for a signature: with terms or "Ask clients to sign",
 * the client types their name and signs; with terms they also agree to them. Each missing
 * one is a 400 naming its field; a signature sent anyway is kept (and checked).
 */
function signing(business: KnownBusiness, input: AcceptanceInput) {
  const terms = business.quoteTerms?.trim() || null;
  const fields: Record<string, string> = {};
  if ((business.requireSignature || terms) && !input.signature) {
    fields['signature.name'] = AcceptMessages.name;
    fields['signature.image'] = AcceptMessages.image;
  }
  if (terms && input.termsAccepted !== true) fields.termsAccepted = AcceptMessages.terms;
  const [first] = Object.values(fields);
  if (first) throw badRequest(first, fields);
  return {
    terms,
    terms_accepted: terms !== null && input.termsAccepted === true,
    signed_name: input.signature?.name ?? null,
    signature_png: input.signature ? signaturePng(input.signature.image) : null,
  };
}

/**
 * The option the client chose: required when the quote has options, and one of them
 * (else a 400 naming `optionId`); a quote without options takes none.
 */
function chosenOption(options: readonly OptionRow[], optionId: string | undefined): OptionRow | null {
  if (options.length === 0) {
    if (optionId !== undefined) throw badRequest(OptionMessages.noOptions, { optionId: OptionMessages.noOptions });
    return null;
  }
  if (optionId === undefined) throw badRequest(OptionMessages.choose, { optionId: OptionMessages.choose });
  const option = options.find((o) => o.id === optionId);
  if (!option) throw badRequest(OptionMessages.notAnOption, { optionId: OptionMessages.notAnOption });
  return option;
}

/** "with the add-ons Gutter guard and Downpipe" for the history; nothing for a quote without add-ons. */
function addOnWords(items: readonly ItemRow[], chosen: readonly string[]): string {
  if (!items.some((item) => item.optional)) return '';
  const names = items.filter((item) => chosen.includes(item.id)).map((item) => item.description);
  return names.length === 0 ? ' without the add-ons' : ` with the add-on${names.length > 1 ? 's' : ''} ${names.join(', ')}`;
}

/**
 * The acceptance record: the revision, the option and add-ons chosen, its
 * price with them, the signature and terms, when and from where. The quote's total becomes
 * the option's lines and the chosen add-ons (of that option or of every one). Answers the
 * quote so priced and the history's words ("the Standard option with the add-on …").
 */
export async function recordAcceptance(trx: Knex.Transaction, quote: QuoteRow, input: AcceptanceInput): Promise<{ quote: QuoteRow; addOns: string; what: string }> {
  const [allItems, business, options] = await Promise.all([listItems(trx, quote.id), findBusiness(trx, quote.owner_id), listOptions(trx, quote.id)]);
  const option = chosenOption(options, input.optionId);
  const items = linesOfOption(allItems, option?.id ?? null);
  const chosen = chosenAddOns(items, input.optionalItemIds ?? []);
  const signed = signing(business, input);
  const priced = await priceQuote(trx, quote, billedLines(items, chosen), business.applyGST);
  await insertAcceptance(trx, {
    quote_id: quote.id,
    revision: quote.revision,
    total_amount: priced.total_amount,
    tax_amount: priced.tax_amount,
    accepted_at: trx.fn.now(),
    client_address: input.clientAddress,
    user_agent: input.userAgent,
    optional_item_ids: chosen,
    option_id: option?.id ?? null,
    option_name: option?.name ?? null,
    ...signed,
  });
  return { quote: priced, addOns: addOnWords(items, chosen), what: option ? `the ${option.name} option` : 'the quote' };
}

/** The acceptance as the quote's PDF prints it (who signed, when, what they drew and chose); null before one. */
export async function pdfAcceptance(db: Knex, quoteId: string): Promise<QuotePdfInput['acceptance']> {
  const row = await findAcceptance(db, quoteId);
  if (!row) return null;
  const { signature, acceptedAt, optionalItemIds, option } = toAcceptance(row);
  return { name: signature?.name ?? null, image: signature?.image ?? null, acceptedAt, optionalItemIds, option: option ?? null };
}
