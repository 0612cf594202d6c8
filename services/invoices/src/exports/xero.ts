import { australianDate } from '@cobber/contracts';
import type { BooksSettings, Sale } from '../books/ledger.ts';
import { csvFile, figure, type Cell } from './cells.ts';

/**
 * The columns of Xero's sales-invoice import template, in its order, starred where Xero
 * requires them (Xero Central, "Import invoices"). Xero matches them by name.
 */
export const XERO_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

type XeroColumn = (typeof XERO_COLUMNS)[number];

/**
 * Xero's Australian tax rates: GST on the invoice is `GST on Income`; an invoice without
 * it was made while the business was not registered for GST, which the BAS leaves out.
 */
export function xeroTaxType(sale: Pick<Sale, 'gstCents'>): 'GST on Income' | 'BAS Excluded' {
  return sale.gstCents > 0 ? 'GST on Income' : 'BAS Excluded';
}

function row(cells: Partial<Record<XeroColumn, Cell>>): Cell[] {
  return XERO_COLUMNS.map((column) => cells[column] ?? '');
}

/**
 * One row per line, the rows of an invoice sharing its number; amounts tax-exclusive
 * (chosen at import: "Tax Exclusive"), dates day first. A sale of no priced lines has
 * nothing for Xero to import.
 */
export function xeroInvoicesCsv(sales: readonly Sale[], settings: Pick<BooksSettings, 'xeroAccountCode'>): string {
  const rows = sales.flatMap((sale) =>
    sale.lines.map((line) =>
      row({
        '*ContactName': sale.clientName,
        EmailAddress: sale.clientEmail ?? '',
        '*InvoiceNumber': sale.invoiceNumber,
        Reference: sale.quoteNumber ?? '',
        '*InvoiceDate': australianDate(sale.issueDate),
        '*DueDate': australianDate(sale.dueDate),
        '*Description': line.description,
        '*Quantity': figure(line.quantity),
        '*UnitAmount': figure(line.unitPrice),
        '*AccountCode': settings.xeroAccountCode,
        '*TaxType': xeroTaxType(sale),
        Currency: 'AUD',
      }),
    ),
  );
  return csvFile(XERO_COLUMNS, rows);
}
