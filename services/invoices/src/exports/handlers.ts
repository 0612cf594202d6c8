import type { BookRange } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import type { BooksContext } from '../books/query.ts';
import { myobInvoicesFile, paymentsFile, xeroInvoicesFile, type BookFile } from './service.ts';

/** A download: saved under its name, never cached (it is the owner's books). */
function answerFile(ctx: BooksContext<BookRange>, file: BookFile): void {
  ctx.type = file.contentType;
  ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = file.text;
}

/** The export routes' handlers: the validated range in, one service call, the file out. */
export function exportHandlers(db: Knex) {
  return {
    async xeroInvoices(ctx: BooksContext<BookRange>) {
      answerFile(ctx, await xeroInvoicesFile(db, ctx.state.owner.id, ctx.state.query));
    },
    async myobInvoices(ctx: BooksContext<BookRange>) {
      answerFile(ctx, await myobInvoicesFile(db, ctx.state.owner.id, ctx.state.query));
    },
    async payments(ctx: BooksContext<BookRange>) {
      answerFile(ctx, await paymentsFile(db, ctx.state.owner.id, ctx.state.query));
    },
  };
}
