import type { GstReportQuery } from '@cobber/contracts';
import type { Knex, OwnerQueryContext } from '@cobber/kit';
import { gstReport } from './service.ts';

/** The report routes' handlers: the validated query in, the figures out. */
export function reportHandlers(db: Knex) {
  return {
    async gst(ctx: OwnerQueryContext<GstReportQuery>) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await gstReport(db, ctx.state.owner.id, ctx.state.query);
    },
  };
}
