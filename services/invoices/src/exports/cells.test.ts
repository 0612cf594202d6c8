import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvFile, figure, neutralised, tabFile } from './cells.ts';

describe('cells of the books’ files', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+61 400 000 000', "'+61 400 000 000"],
    ['-20.00', "'-20.00"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tnote', "'\tnote"],
    ['\rnote', "'\rnote"],
    ['Zoe = Nguyen', 'Zoe = Nguyen'],
    ['Đặng Electrical 电工', 'Đặng Electrical 电工'],
  ])('shows the text %j as %j', (text, shown) => {
    expect(neutralised(text)).toBe(shown);
  });

  it('keeps a figure a number, a negative one too, while text that looks like one is shown as text', () => {
    const file = csvFile(['Description', 'Amount'], [['-20.00', figure('-20.00')], ['Discount', figure('-5.50')]]);
    expect(file).toBe('\uFEFFDescription,Amount\r\n\'-20.00,-20.00\r\nDiscount,-5.50\r\n');
    expect(() => figure('=1+1')).toThrow(RangeError);
    expect(() => figure('')).toThrow(RangeError);
  });

  it('quotes a cell with a comma, a quote or a line break, so a CSV parser reads it back whole', () => {
    const texts = ['a, b', 'say "hi"', 'two\nlines', 'carriage\r\nreturn', 'plain'];
    const file = csvFile(['Text'], texts.map((text) => [text]));
    expect((parse(file, { bom: true, columns: true }) as { Text: string }[]).map((row) => row.Text)).toEqual(texts);
  });

  it('writes tab-delimited groups with a blank line between them, tabs and line breaks in text turned to spaces', () => {
    const file = tabFile(['Name', 'Amount'], [[['Zoe\tNguyen', figure('1.00')], ['two\nlines', figure('2.00')]], [['=x', figure('-3.00')]]]);
    expect(file).toBe('\uFEFFName\tAmount\r\nZoe Nguyen\t1.00\r\ntwo lines\t2.00\r\n\r\n\'=x\t-3.00\r\n');
    expect(tabFile(['Name'], [])).toBe('\uFEFFName\r\n');
  });
});
