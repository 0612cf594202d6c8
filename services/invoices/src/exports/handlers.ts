import type { Handlers, Knex, RouteContext } from '@cobber/kit';
import { myobInvoicesFile, paymentsFile, xeroInvoicesFile, type BookFile } from './service.ts';

type ExportRoute = 'xeroInvoices' | 'myobInvoices' | 'paymentsCsv';

/** A download: saved under its name, never cached (it is the owner's books). */
function answerFile(ctx: RouteContext<'invoices', ExportRoute>, file: BookFile): void {
  ctx.type = file.contentType;
  ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = file.text;
}

/** The books for accounting software, each for a range of dates: the validated range in, one service call, the file out. */
export function exportHandlers(db: Knex): Handlers<'invoices', ExportRoute> {
  return {
    async xeroInvoices(ctx) {
      answerFile(ctx, await xeroInvoicesFile(db, ctx.state.owner.id, ctx.state.query));
    },
    async myobInvoices(ctx) {
      answerFile(ctx, await myobInvoicesFile(db, ctx.state.owner.id, ctx.state.query));
    },
    async paymentsCsv(ctx) {
      answerFile(ctx, await paymentsFile(db, ctx.state.owner.id, ctx.state.query));
    },
  };
}
