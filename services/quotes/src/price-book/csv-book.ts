import { CreatePriceBookItem, fieldErrors, formatMoney, PRICE_BOOK_CSV_COLUMNS, type PriceBookImportError, type PriceBookImportResult } from '@cobber/contracts';
import { badRequest, type Knex } from '@cobber/kit';
import { cellValue, parseCsv, writeCsv, type CsvRecord } from './csv.ts';
import { upsertItems, wholeBook, type PriceBookEntry } from './repository.ts';

/** `GET /api/price-book/export`: the whole book (hidden items too), most used first. */
export async function exportPriceBook(db: Knex, ownerId: string): Promise<string> {
  const rows = await wholeBook(db, ownerId, { includeHidden: true });
  return writeCsv([
    [...PRICE_BOOK_CSV_COLUMNS],
    ...rows.map((row) => [row.description, row.type, row.unit_price, row.unit ?? '', String(row.times_used), row.last_used_at?.toISOString() ?? '', row.always_with ?? '']),
  ]);
}

const HEADER_MESSAGE = `The first row must be the header: ${PRICE_BOOK_CSV_COLUMNS.join(',')}`;
const REQUIRED_COLUMNS = ['description', 'type', 'unit_price'] as const;
// Tradies write Australian English; the wire says `labor`.
const TYPE_WORDS: Record<string, string> = { labour: 'labor' };
// The file's names for the fields the contract names otherwise.
const COLUMN_OF_FIELD: Record<string, string> = { unitPrice: 'unit_price', alwaysWith: 'always_with' };
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
// Seven bindings a row, well under PostgreSQL's 65,535 a statement.
const ROWS_PER_STATEMENT = 1_000;

/** Where each column the import reads sits in the file; null when the header is not ours. */
function columnsOf(header: CsvRecord | undefined): Map<string, number> | null {
  if (!header) return null;
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  if (names.some((name) => !(PRICE_BOOK_CSV_COLUMNS as readonly string[]).includes(name))) return null;
  if (REQUIRED_COLUMNS.some((name) => !names.includes(name))) return null;
  return new Map(names.map((name, index) => [name, index]));
}

/** A row as the item it describes, or the message saying why it cannot be one. */
function rowItem(record: CsvRecord, columns: Map<string, number>) {
  const cell = (name: string) => {
    const index = columns.get(name);
    return index === undefined ? '' : cellValue(record.cells[index] ?? '').trim();
  };
  if (record.cells.length > columns.size) return { message: `Expected ${columns.size} columns, found ${record.cells.length}` };
  // PostgreSQL refuses a NUL in text, and no price book cell needs a line break or a tab.
  if (record.cells.some((text) => CONTROL_CHARACTER.test(text))) return { message: 'A cell holds a control character (a line break, tab or the like)' };
  const type = cell('type').toLowerCase();
  const parsed = CreatePriceBookItem.safeParse({
    description: cell('description'),
    type: TYPE_WORDS[type] ?? type,
    unitPrice: cell('unit_price'),
    unit: cell('unit'),
    alwaysWith: cell('always_with'),
  });
  if (!parsed.success) {
    const [field, message] = Object.entries(fieldErrors(parsed.error))[0] ?? ['row', 'Invalid row'];
    return { message: `${COLUMN_OF_FIELD[field] ?? field}: ${message}` };
  }
  return { item: parsed.data };
}

/**
 * `POST /api/price-book/import`: each good row adds its item or changes the one of the
 * same description (any case); each bad row is named by its line and left out. A file
 * without the always_with column (an export from before it) leaves the items' rules be.
 */
export async function importPriceBook(db: Knex, ownerId: string, text: string): Promise<PriceBookImportResult> {
  const { records, unclosedQuoteLine } = parseCsv(text);
  const [header, ...rows] = records;
  const columns = columnsOf(header);
  if (!columns) throw badRequest(HEADER_MESSAGE, { file: HEADER_MESSAGE });
  const result: PriceBookImportResult = { imported: 0, updated: 0, errors: [] };
  const seen = new Map<string, number>();
  const good: PriceBookEntry[] = [];
  for (const record of rows) {
    const read = rowItem(record, columns);
    if (!read.item) {
      result.errors.push({ line: record.line, message: read.message });
      continue;
    }
    const key = read.item.description.toLowerCase();
    if (seen.has(key)) {
      result.errors.push({ line: record.line, message: `description: the same as line ${seen.get(key)}` });
      continue;
    }
    seen.set(key, record.line);
    good.push({ ...read.item, unitPrice: formatMoney(read.item.unitPrice) });
  }
  await db.transaction(async (trx) => {
    // A megabyte of rows in a few statements, not one round trip a row.
    for (let at = 0; at < good.length; at += ROWS_PER_STATEMENT) {
      const { added, changed } = await upsertItems(trx, ownerId, good.slice(at, at + ROWS_PER_STATEMENT), { rules: columns.has('always_with') });
      result.imported += added;
      result.updated += changed;
    }
  });
  if (unclosedQuoteLine !== null) result.errors.push(unclosedQuote(unclosedQuoteLine));
  return result;
}

function unclosedQuote(line: number): PriceBookImportError {
  return { line, message: 'A quoted field is not closed: this row and the rest of the file were not read' };
}
