import type { Knex, PublicContext } from '@cobber/kit';
import type { Clock } from '../dates.ts';
import { publicInvoice, publicInvoiceItems } from './service.ts';

/** The public invoice routes' handlers: no sign-in, an unguessable id, nothing cached. */
export function publicInvoiceHandlers(db: Knex, publicUrl: string, clock: Clock) {
  return {
    async read(ctx: PublicContext) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await publicInvoice(db, publicUrl, clock, ctx.params.id!);
    },
    async items(ctx: PublicContext) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await publicInvoiceItems(db, ctx.params.id!);
    },
  };
}
