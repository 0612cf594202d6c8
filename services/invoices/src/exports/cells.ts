/**
 * Cells of the books' files. Text is what people typed (a client's name, a line's
 * description) and may look like a formula to a spreadsheet: a cell starting with `=`,
 * `+`, `-`, `@`, a tab or a carriage return is run as one (OWASP "CSV Injection"), so
 * such text gets a leading `'`. A figure is an amount or a quantity Cobber wrote itself
 * ("-20.00" for a discount): it stays a number, untouched.
 */
export type Cell = string | Figure;

export interface Figure {
  figure: string;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** An amount or quantity as the wire has it ("1234.56", "-20.00", "2.50"); anything else is a bug. */
export function figure(value: string): Figure {
  if (!NUMBER.test(value)) throw new RangeError(`Not a figure: ${JSON.stringify(value)}`);
  return { figure: value };
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet will show as typed, never run. */
export function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. */
function csvCell(cell: Cell): string {
  if (typeof cell !== 'string') return cell.figure;
  const text = neutralised(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A tab-delimited cell (MYOB's import has no quoting): tabs and line breaks inside the
 * text become spaces, so they cannot start a cell or a record.
 */
function tabCell(cell: Cell): string {
  if (typeof cell !== 'string') return cell.figure;
  return neutralised(cell.replace(/[\t\r\n]+/g, ' '));
}

/** Excel opens a file as UTF-8 only when it starts with the byte order mark; Xero and MYOB read it too. */
const BOM = '\uFEFF';

/** A CSV file: a header row, then a row per record, CRLF line ends (RFC 4180). */
export function csvFile(header: readonly string[], rows: readonly Cell[][]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * A tab-delimited file of groups (MYOB: the lines of one sale together, a blank line
 * between sales): a header row, then each group's rows.
 */
export function tabFile(header: readonly string[], groups: readonly Cell[][][]): string {
  const lines = (rows: readonly Cell[][]) => rows.map((row) => row.map(tabCell).join('\t')).join('\r\n');
  const sales = groups.map(lines).join('\r\n\r\n');
  return `${BOM}${header.join('\t')}\r\n${sales ? `${sales}\r\n` : ''}`;
}
