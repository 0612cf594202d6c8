import {
  formatMoney,
  formatQuantity,
  ItemMessages,
  lineFitsCents,
  lineTotalCents,
  parseMoney,
  parseQuantity,
  type ItemType,
} from '@cobber/contracts';
import { badRequest, conflict } from '@cobber/kit';

/**
 * A line of a priced document (a quote or an invoice) as its table keeps it: numeric
 * columns arrive from pg as text with two decimals ("12.50"), the wire's own format.
 */
export interface LineRow {
  id: string;
  position: number;
  description: string;
  /** The words under a line; only quote lines have them. */
  detailed_description?: string | null;
  quantity: string;
  unit_price: string;
  total_price: string;
  type: ItemType;
  /** An add-on the client may choose; only quote lines have them. */
  optional?: boolean;
  /** The option the line is in (null: in every option); only quote lines have them. */
  option_id?: string | null;
}

/** Where a kind of document keeps its lines, and what it says when they go too far. */
export interface LineTable<C extends string> {
  table: string;
  /** The column naming the line's document: `quote_id`, `invoice_id`. */
  documentColumn: C;
  /** Whether its lines carry `detailed_description`. */
  details: boolean;
  /** Whether its lines may be add-ons (`optional`). */
  addOns?: boolean;
  /** Whether its lines may belong to one of the document's options (`option_id`). */
  options?: boolean;
  messages: { tooManyItems: string; totalTooLarge: string };
}

export type StoredLine<C extends string> = LineRow & Record<C, string>;

/** A line as a person enters it: quantity in hundredths, price in cents. */
export interface LineInput {
  description: string;
  detailedDescription?: string | null;
  quantity: number;
  unitPrice: number;
  type: ItemType;
  optional?: boolean | undefined;
  optionId?: string | null | undefined;
}

/** The fields of a line a change may name. */
export type LineEdit = Partial<LineInput>;

export type LineField = 'description' | 'detailedDescription' | 'quantity' | 'unitPrice' | 'type' | 'optional' | 'optionId';

/** One field of a line that changed, as stored before and after. */
export interface LineFieldChange {
  field: LineField;
  before: string | null;
  after: string | null;
}

export interface LineChange<R extends LineRow> {
  before: R;
  after: R;
  fields: LineFieldChange[];
}

const DEPOSIT_STAYS = 'A deposit line stays a deposit, and a priced line cannot become one';
const DEPOSIT_NOT_ADD_ON = 'A deposit cannot be an add-on';

/**
 * The price of one line from its quantity and unit price, never from the client. Past a
 * line's limit (contracts `lineFitsCents`) it is bad input naming `field`, not a crash:
 * the schemas refuse such a line, but a replica's quote could still carry one.
 */
function lineTotal(quantity: number, unitPrice: number, field = 'unitPrice'): string {
  if (!lineFitsCents(quantity, unitPrice)) throw badRequest(ItemMessages.lineTooLarge, { [field]: ItemMessages.lineTooLarge });
  return formatMoney(lineTotalCents(quantity, unitPrice));
}

/** A new line of the document `documentId`, at `position`; `field` names its price in errors. */
export function newLine<C extends string>(
  table: LineTable<C>,
  documentId: string,
  position: number,
  input: LineInput,
  field = 'unitPrice',
): StoredLine<C> {
  const line: LineRow = {
    id: crypto.randomUUID(),
    position,
    description: input.description,
    quantity: formatQuantity(input.quantity),
    unit_price: formatMoney(input.unitPrice),
    total_price: lineTotal(input.quantity, input.unitPrice, field),
    type: input.type,
  };
  if (table.details) line.detailed_description = input.detailedDescription ?? null;
  if (table.addOns) line.optional = input.type !== 'deposit' && (input.optional ?? false);
  if (table.options) line.option_id = input.type === 'deposit' ? null : (input.optionId ?? null);
  return { ...line, [table.documentColumn]: documentId } as StoredLine<C>;
}

const COMPARED: [LineField, keyof LineRow][] = [
  ['description', 'description'],
  ['detailedDescription', 'detailed_description'],
  ['quantity', 'quantity'],
  ['unitPrice', 'unit_price'],
  ['type', 'type'],
  ['optional', 'optional'],
  ['optionId', 'option_id'],
];

/** A column's value as history keeps it: text, a switch as Yes or No. */
const stored = (value: unknown): string | null => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : ((value ?? null) as string | null));

/**
 * A line with the fields of `edit` applied, and which of them really changed. A deposit
 * line stays one and no other line becomes one (409): deposits follow the deposit request.
 */
export function changeLine<R extends LineRow>(table: LineTable<string>, before: R, edit: LineEdit, field = 'unitPrice'): LineChange<R> {
  if (edit.type !== undefined && (edit.type === 'deposit') !== (before.type === 'deposit')) throw conflict(DEPOSIT_STAYS);
  const after: R = {
    ...before,
    description: edit.description ?? before.description,
    quantity: edit.quantity !== undefined ? formatQuantity(edit.quantity) : before.quantity,
    unit_price: edit.unitPrice !== undefined ? formatMoney(edit.unitPrice) : before.unit_price,
    type: edit.type ?? before.type,
  };
  if (table.details && edit.detailedDescription !== undefined) after.detailed_description = edit.detailedDescription;
  if (table.addOns && edit.optional !== undefined) {
    if (edit.optional && after.type === 'deposit') throw conflict(DEPOSIT_NOT_ADD_ON);
    after.optional = edit.optional;
  }
  if (table.options && edit.optionId !== undefined && after.type !== 'deposit') after.option_id = edit.optionId;
  after.total_price = lineTotal(parseQuantity(after.quantity), parseMoney(after.unit_price), field);
  const fields = COMPARED.flatMap(([name, column]): LineFieldChange[] => {
    const old = stored(before[column]);
    const now = stored(after[column]);
    return old === now ? [] : [{ field: name, before: old, after: now }];
  });
  return { before, after, fields };
}
