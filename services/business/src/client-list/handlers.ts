import { asksForPage, type ClientListQuery } from '@cobber/contracts';
import type { Knex, OwnerQueryContext } from '@cobber/kit';
import { clientPageJson, listClientsJson } from './service.ts';

/** The client list's handler: the whole list as the spec's array, or a page when asked. */
export function clientListHandlers(db: Knex) {
  return {
    async list(ctx: OwnerQueryContext<ClientListQuery>) {
      ctx.type = 'application/json';
      const { query } = ctx.state;
      ctx.body = asksForPage(query) ? await clientPageJson(db, ctx.state.owner.id, query) : await listClientsJson(db, ctx.state.owner.id);
    },
  };
}
