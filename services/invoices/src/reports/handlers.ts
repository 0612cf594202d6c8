import type { GstReportQuery } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import type { BooksContext } from '../books/query.ts';
import { gstReport } from './service.ts';

/** The report routes' handlers: the validated query in, the figures out. */
export function reportHandlers(db: Knex) {
  return {
    async gst(ctx: BooksContext<GstReportQuery>) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await gstReport(db, ctx.state.owner.id, ctx.state.query);
    },
  };
}
