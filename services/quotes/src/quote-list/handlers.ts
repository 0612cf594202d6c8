import { asksForPage } from '@cobber/contracts';
import type { Handlers, Knex, Logger } from '@cobber/kit';
import { expireDueQuotes } from '../expiry/service.ts';
import { QuoteListCache } from './list-cache.ts';
import { quotePageJson } from './service.ts';

/** The dashboard list's handler: the whole list as the original API's array, or a page when asked. */
export function quoteListHandlers(db: Knex, logger: Logger): Handlers<'quotes', 'listQuotes'> {
  const lists = new QuoteListCache();
  return {
    async listQuotes(ctx) {
      // The owner's quotes past their last day read expired now, not only once the scheduled check comes by.
      await expireDueQuotes(db, new Date(), logger, ctx.state.owner.id);
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.type = 'application/json';
      if (asksForPage(ctx.state.query)) {
        ctx.body = await quotePageJson(db, ctx.state.owner.id, ctx.state.query);
        return;
      }
      // The whole list, answered 304 when the phone already has it.
      const list = await lists.get(db, ctx.state.owner.id);
      ctx.set('ETag', list.etag);
      if (ctx.get('if-none-match') === list.etag) {
        ctx.status = 304;
        return;
      }
      ctx.body = list.json;
    },
  };
}
