import type { BookRange } from '@cobber/contracts';
import type { Knex, OwnerQueryContext } from '@cobber/kit';
import { myobInvoicesFile, paymentsFile, xeroInvoicesFile, type BookFile } from './service.ts';

/** A download: saved under its name, never cached (it is the owner's books). */
function answerFile(ctx: OwnerQueryContext<BookRange>, file: BookFile): void {
  ctx.type = file.contentType;
  ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = file.text;
}

/** The export routes' handlers: the validated range in, one service call, the file out. */
export function exportHandlers(db: Knex) {
  return {
    async xeroInvoices(ctx: OwnerQueryContext<BookRange>) {
      answerFile(ctx, await xeroInvoicesFile(db, ctx.state.owner.id, ctx.state.query));
    },
    async myobInvoices(ctx: OwnerQueryContext<BookRange>) {
      answerFile(ctx, await myobInvoicesFile(db, ctx.state.owner.id, ctx.state.query));
    },
    async payments(ctx: OwnerQueryContext<BookRange>) {
      answerFile(ctx, await paymentsFile(db, ctx.state.owner.id, ctx.state.query));
    },
  };
}
