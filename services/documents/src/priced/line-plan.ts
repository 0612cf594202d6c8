import { MAX_ITEMS } from '@cobber/contracts';
import { badRequest } from '@cobber/kit';
import { changeLine, newLine, type LineChange, type LineEdit, type LineInput, type LineRow, type LineTable, type StoredLine } from './lines.ts';

/**
 * What a change does to a document's lines, worked out before anything is written: every
 * line after it, in order, and what was added, changed and removed. One plan is one write
 * (`writeLinePlan`) in the document's transaction.
 */
export interface LinePlan<R extends LineRow> {
  before: R[];
  after: R[];
  added: R[];
  /** Only lines with a field that really changed. */
  changed: LineChange<R>[];
  removed: R[];
  /** Whether the lines kept from before stand in another order. */
  reordered: boolean;
}

/** An entry of a document's whole list of lines: an existing line by id, or a new one. */
export type LineEntry = LineEdit & { id?: string | undefined };

export function planChanges(plan: LinePlan<LineRow>): boolean {
  return plan.added.length > 0 || plan.removed.length > 0 || plan.changed.length > 0 || plan.reordered;
}

/** Whether the plan moves money: a line added or removed, or a quantity, price or type changed. */
export function planTouchesAmounts(plan: LinePlan<LineRow>): boolean {
  const priced = (field: string) => field === 'quantity' || field === 'unitPrice' || field === 'type' || field === 'optional' || field === 'optionId';
  return plan.added.length > 0 || plan.removed.length > 0 || plan.changed.some((change) => change.fields.some((f) => priced(f.field)));
}

function checkCount(table: LineTable<string>, lines: readonly LineRow[], field: string): void {
  if (lines.length > MAX_ITEMS) throw badRequest(table.messages.tooManyItems, { [field]: table.messages.tooManyItems });
}

const nextPosition = (lines: readonly LineRow[]) => lines.reduce((max, line) => Math.max(max, line.position + 1), 0);

/** The original API's `POST …/items`: one new line after the others. */
export function planAddLine<C extends string>(
  table: LineTable<C>,
  documentId: string,
  before: StoredLine<C>[],
  input: LineInput,
): LinePlan<StoredLine<C>> {
  const line = newLine(table, documentId, nextPosition(before), input);
  const after = [...before, line];
  checkCount(table, after, 'items');
  return { before, after, added: [line], changed: [], removed: [], reordered: false };
}

/** The original API's `PATCH …/items/:itemId`: one line changed, only the fields sent. */
export function planChangeLine<R extends LineRow>(table: LineTable<string>, before: R[], line: R, edit: LineEdit): LinePlan<R> {
  const change = changeLine(table, line, edit);
  const after = before.map((other) => (other.id === line.id ? change.after : other));
  return { before, after, added: [], changed: change.fields.length > 0 ? [change] : [], removed: [], reordered: false };
}

/** `DELETE …/items/:itemId`. */
export function planRemoveLine<R extends LineRow>(before: R[], line: R): LinePlan<R> {
  return { before, after: before.filter((other) => other.id !== line.id), added: [], changed: [], removed: [line], reordered: false };
}

const NOT_LISTED = 'No such item on this document';
const DEPOSIT_NOT_LISTED = 'A deposit is not part of the list: it follows the deposit request';
const LISTED_TWICE = 'This item is listed twice';

function required(entry: LineEntry, at: string): LineInput {
  const { description, quantity, unitPrice, type } = entry;
  // The contracts' schemas say which field is missing; this guards other callers.
  if (description === undefined || quantity === undefined || unitPrice === undefined || type === undefined) {
    throw badRequest('A new item needs a description, quantity, price and type', { [at]: 'Incomplete item' });
  }
  return { ...entry, description, quantity, unitPrice, type };
}

/**
 * The document's whole list of labour, materials and other lines, in order (`items` of
 * `PATCH /api/quotes/:id`, `/api/invoices/:id`): an entry with an id changes that line,
 * one without is a new line, and a line left out is removed. Deposit lines are not in the
 * list and stay, after the others. A bad entry is a 400 naming it (`items.2.id`).
 */
export function planLineList<C extends string>(
  table: LineTable<C>,
  documentId: string,
  before: StoredLine<C>[],
  entries: readonly LineEntry[],
  field = 'items',
): LinePlan<StoredLine<C>> {
  const deposits = before.filter((line) => line.type === 'deposit');
  const listed = new Map(before.filter((line) => line.type !== 'deposit').map((line) => [line.id, line]));
  const seen = new Set<string>();
  const plan: LinePlan<StoredLine<C>> = { before, after: [], added: [], changed: [], removed: [], reordered: false };
  entries.forEach((entry, index) => {
    const at = `${field}.${index}`;
    const position = plan.after.length;
    if (entry.id === undefined) {
      const line = newLine(table, documentId, position, required(entry, at), `${at}.unitPrice`);
      plan.added.push(line);
      plan.after.push(line);
      return;
    }
    const line = listed.get(entry.id);
    if (!line || seen.has(entry.id)) {
      const message = line ? LISTED_TWICE : deposits.some((d) => d.id === entry.id) ? DEPOSIT_NOT_LISTED : NOT_LISTED;
      throw badRequest(message, { [`${at}.id`]: message });
    }
    seen.add(entry.id);
    const change = changeLine(table, line, entry, `${at}.unitPrice`);
    const moved = { ...change.after, position };
    if (change.fields.length > 0) plan.changed.push({ ...change, after: moved });
    plan.after.push(moved);
  });
  plan.removed = [...listed.values()].filter((line) => !seen.has(line.id));
  const keptBefore = [...listed.keys()].filter((id) => seen.has(id));
  const keptAfter = plan.after.filter((line) => listed.has(line.id)).map((line) => line.id);
  plan.reordered = keptBefore.some((id, index) => keptAfter[index] !== id);
  plan.after.push(...deposits.map((line, index) => ({ ...line, position: plan.after.length + index })));
  checkCount(table, plan.after, field);
  return plan;
}
