/**
 * The price book's CSV (RFC 4180): fields with a comma, quote or line break are quoted,
 * quotes doubled, lines end CRLF. A spreadsheet runs a cell starting with = + - @ (or a
 * tab or carriage return) as a formula, so such cells go out with a leading apostrophe,
 * which the import takes off again (OWASP "CSV Injection").
 */

const FORMULA_START = /^[=+\-@\t\r]/;

function quoted(cell: string): string {
  const safe = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The rows as CSV text, the first row being the header. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quoted).join(',')).join('\r\n') + '\r\n';
}

/** A cell as the tradie meant it: the apostrophe the export put before a formula character taken off. */
export function cellValue(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** One record of the file and the line it starts on (1 is the first line). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * Reads CSV text into records; blank lines are skipped, a byte-order mark is ignored. A
 * quote left open runs to the end of the file: the line it opened on is named, not guessed at.
 */
export function parseCsv(text: string): { records: CsvRecord[]; unclosedQuoteLine: number | null } {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  let cellQuoted = false;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '' || cellQuoted) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    cellQuoted = false;
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (inQuotes) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        inQuotes = false;
      } else {
        if (char === '\n') line++;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell === '') {
      inQuotes = true;
      cellQuoted = true;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
      cellQuoted = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += char;
    }
  }
  if (inQuotes) return { records, unclosedQuoteLine: recordLine };
  if (cell !== '' || cells.length > 0 || cellQuoted) endRecord();
  return { records, unclosedQuoteLine: null };
}
