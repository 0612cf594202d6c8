import { bookFileName, BooksMessages, XERO_MAX_INVOICES, type BookRange } from '@cobber/contracts';
import { badRequest, type Knex } from '@cobber/kit';
import { booksSettings, paymentsIn, salesIn } from '../books/ledger.ts';
import { myobServiceSalesTxt } from './myob.ts';
import { paymentsCsv } from './payments.ts';
import { xeroInvoicesCsv } from './xero.ts';

/** A file to download: its name, its type and its text (UTF-8). */
export interface BookFile {
  filename: string;
  contentType: 'text/csv; charset=utf-8' | 'text/plain; charset=utf-8';
  text: string;
}

/** `GET /api/exports/xero/invoices.csv`: the invoices issued in the range, for Xero's import (at most 500, Xero's limit). */
export async function xeroInvoicesFile(db: Knex, ownerId: string, range: BookRange): Promise<BookFile> {
  const settings = await booksSettings(db, ownerId);
  const sales = await salesIn(db, ownerId, range, settings.timeZone);
  if (sales.length > XERO_MAX_INVOICES) throw badRequest(BooksMessages.tooManyForXero, { to: BooksMessages.tooManyForXero });
  return { filename: bookFileName('xero-invoices', range), contentType: 'text/csv; charset=utf-8', text: xeroInvoicesCsv(sales, settings) };
}

/** `GET /api/exports/myob/invoices.txt`: the invoices issued in the range, for AccountRight's Service Sales import. */
export async function myobInvoicesFile(db: Knex, ownerId: string, range: BookRange): Promise<BookFile> {
  const settings = await booksSettings(db, ownerId);
  const sales = await salesIn(db, ownerId, range, settings.timeZone);
  return { filename: bookFileName('myob-invoices', range), contentType: 'text/plain; charset=utf-8', text: myobServiceSalesTxt(sales, settings) };
}

/** `GET /api/exports/payments.csv`: the payments received in the range. */
export async function paymentsFile(db: Knex, ownerId: string, range: BookRange): Promise<BookFile> {
  return { filename: bookFileName('payments', range), contentType: 'text/csv; charset=utf-8', text: paymentsCsv(await paymentsIn(db, ownerId, range)) };
}
