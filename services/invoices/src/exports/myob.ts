import { australianDate, formatMoney, gstByLineCents } from '@cobber/contracts';
import type { BooksSettings, Sale } from '../books/ledger.ts';
import { figure, tabFile, type Cell } from './cells.ts';

/**
 * The fields of MYOB AccountRight's Service Sales import we fill (help.myob.com, "Import
 * and export fields"); the import assistant matches them by name.
 */
export const MYOB_COLUMNS = ['Co./Last Name', 'Invoice No.', 'Date', 'Customer PO', 'Description', 'Account No.', 'Amount', 'Inc-Tax Amount', 'Tax Code'] as const;

/** `GST` when the invoice carries it; `N-T` (not reportable) when the business was not registered. */
export function myobTaxCode(sale: Pick<Sale, 'gstCents'>): 'GST' | 'N-T' {
  return sale.gstCents > 0 ? 'GST' : 'N-T';
}

/**
 * One line per invoice line and a blank line between sales. `Amount` is tax-exclusive;
 * `Inc-Tax Amount` adds the line's part of the invoice's GST, spread so a sale's lines
 * add up to its total exactly (GST is rounded once per invoice).
 */
export function myobServiceSalesTxt(sales: readonly Sale[], settings: Pick<BooksSettings, 'myobAccountNumber'>): string {
  const groups = sales
    .filter((sale) => sale.lines.length > 0)
    .map((sale) => {
      const gst = gstByLineCents(sale.lines.map((line) => line.totalCents), sale.gstCents);
      return sale.lines.map((line, index): Cell[] => [
        sale.clientName,
        sale.invoiceNumber,
        australianDate(sale.issueDate),
        sale.quoteNumber ?? '',
        line.description,
        settings.myobAccountNumber,
        figure(formatMoney(line.totalCents)),
        figure(formatMoney(line.totalCents + gst[index]!)),
        myobTaxCode(sale),
      ]);
    });
  return tabFile(MYOB_COLUMNS, groups);
}
