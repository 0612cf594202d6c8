import { asksForPage } from '@cobber/contracts';
import type { Handlers, Knex } from '@cobber/kit';
import { listReceipts, receiptPage } from './service.ts';

/** The receipt list's handler: every receipt as the original API's array, or a page when asked. */
export function receiptListHandlers(db: Knex): Handlers<'invoices', 'listReceipts'> {
  return {
    async listReceipts(ctx) {
      const { query } = ctx.state;
      ctx.body = asksForPage(query) ? await receiptPage(db, ctx.state.owner.id, query) : await listReceipts(db, ctx.state.owner.id);
    },
  };
}
