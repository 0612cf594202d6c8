import { PRICE_BOOK_IMPORT_MAX_BYTES, type CreatePriceBookItem, type PriceBookQuery, type UpdatePriceBookItem } from '@cobber/contracts';
import { readRaw, unsupportedMediaType, type Knex, type OwnerContext, type OwnerQueryContext } from '@cobber/kit';
import { exportPriceBook, importPriceBook } from './csv-book.ts';
import { addPriceBookItem, changePriceBookItem, listPriceBook } from './service.ts';

/** The price book's handlers. */
export function priceBookHandlers(db: Knex) {
  return {
    async list(ctx: OwnerQueryContext<PriceBookQuery>) {
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.body = await listPriceBook(db, ctx.state.owner.id, ctx.state.query);
    },
    async add(ctx: OwnerContext<CreatePriceBookItem>) {
      ctx.status = 201;
      ctx.body = await addPriceBookItem(db, ctx.state.owner.id, ctx.state.body);
    },
    async change(ctx: OwnerContext<UpdatePriceBookItem>) {
      ctx.body = await changePriceBookItem(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
    },
    async exportCsv(ctx: OwnerContext) {
      ctx.set('Content-Disposition', 'attachment; filename="price-book.csv"');
      ctx.set('Cache-Control', 'private, no-store');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = await exportPriceBook(db, ctx.state.owner.id);
    },
    async importCsv(ctx: OwnerContext) {
      // A spreadsheet's "Save as CSV" is sent as text/csv; some phones say text/plain.
      if (!ctx.is('text/csv', 'text/plain')) throw unsupportedMediaType('Send the price book as text/csv');
      const text = (await readRaw(ctx, PRICE_BOOK_IMPORT_MAX_BYTES)).toString('utf8');
      ctx.body = await importPriceBook(db, ctx.state.owner.id, text);
    },
  };
}
