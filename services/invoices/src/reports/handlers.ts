import type { Handlers, Knex } from '@cobber/kit';
import { gstReport } from './service.ts';

/** The GST figures for the BAS: the validated range and basis in, the figures out. */
export function reportHandlers(db: Knex): Handlers<'invoices', 'gstReport'> {
  return {
    async gstReport(ctx) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await gstReport(db, ctx.state.owner.id, ctx.state.query);
    },
  };
}
