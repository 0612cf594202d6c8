import { asksForPage } from '@cobber/contracts';
import type { Handlers, Knex } from '@cobber/kit';
import { clientPageJson, listClientsJson } from './service.ts';

/** The client list's handler: the whole list as the original API's array, or a page when asked. */
export function clientListHandlers(db: Knex): Handlers<'business', 'listClients'> {
  return {
    async listClients(ctx) {
      ctx.type = 'application/json';
      const { query } = ctx.state;
      ctx.body = asksForPage(query) ? await clientPageJson(db, ctx.state.owner.id, query) : await listClientsJson(db, ctx.state.owner.id);
    },
  };
}
