import { describe, expect, it } from 'vitest';
import { cellValue, parseCsv, writeCsv } from './csv.ts';

describe('the price book CSV reader and writer (RFC 4180)', () => {
  it('reads quoted commas, doubled quotes and line breaks, naming each record by the line it starts on', () => {
    const { records, unclosedQuoteLine } = parseCsv('\uFEFFa,b\r\n"x, ""y""",2\n\n"two\nlines",3\r\nlast,4');
    expect(unclosedQuoteLine).toBeNull();
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, "y"', '2'] },
      { line: 4, cells: ['two\nlines', '3'] },
      { line: 6, cells: ['last', '4'] },
    ]);
  });

  it('names the line of a quote left open and keeps the records before it', () => {
    const { records, unclosedQuoteLine } = parseCsv('a,b\nok,1\n"open,2\nmore,3\n');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['ok', '1'] },
    ]);
    expect(unclosedQuoteLine).toBe(3);
  });

  it('writes what it reads back, with formula cells made text and read back as typed', () => {
    const rows = [['description', 'unit'], ['=1+2', '-m'], ['Cable, "twin"', ''], ['plain', '@home']];
    const text = writeCsv(rows);
    expect(text).toBe(`description,unit\r\n'=1+2,'-m\r\n"Cable, ""twin""",\r\nplain,'@home\r\n`);
    expect(parseCsv(text).records.map((record) => record.cells.map(cellValue))).toEqual(rows);
  });
});
