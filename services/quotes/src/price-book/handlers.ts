import { PRICE_BOOK_IMPORT_MAX_BYTES } from '@cobber/contracts';
import { readRaw, unsupportedMediaType, type Handlers, type Knex } from '@cobber/kit';
import { exportPriceBook, importPriceBook } from './csv-book.ts';
import { addPriceBookItem, changePriceBookItem, listPriceBook } from './service.ts';

type PriceBookRoute = 'listPriceBook' | 'addPriceBookItem' | 'changePriceBookItem' | 'exportPriceBook' | 'importPriceBook';

/** The tradie's price book: list, add, change or hide, and CSV out and in. */
export function priceBookHandlers(db: Knex): Handlers<'quotes', PriceBookRoute> {
  return {
    async listPriceBook(ctx) {
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.body = await listPriceBook(db, ctx.state.owner.id, ctx.state.query);
    },
    async addPriceBookItem(ctx) {
      ctx.status = 201;
      ctx.body = await addPriceBookItem(db, ctx.state.owner.id, ctx.state.body);
    },
    async changePriceBookItem(ctx) {
      ctx.body = await changePriceBookItem(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
    },
    async exportPriceBook(ctx) {
      ctx.set('Content-Disposition', 'attachment; filename="price-book.csv"');
      ctx.set('Cache-Control', 'private, no-store');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = await exportPriceBook(db, ctx.state.owner.id);
    },
    async importPriceBook(ctx) {
      // A spreadsheet's "Save as CSV" is sent as text/csv; some phones say text/plain.
      if (!ctx.is('text/csv', 'text/plain')) throw unsupportedMediaType('Send the price book as text/csv');
      const text = (await readRaw(ctx, PRICE_BOOK_IMPORT_MAX_BYTES)).toString('utf8');
      ctx.body = await importPriceBook(db, ctx.state.owner.id, text);
    },
  };
}
