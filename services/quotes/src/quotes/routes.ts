import { CreateQuote, CreateQuoteItem, CreateQuoteWithItems, RequestDeposit, UpdateQuote, UpdateQuoteItem } from '@cobber/contracts';
import { notFound, requireUuidParams, validateBody, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import type { z } from 'zod';
import type { ClientCheck } from '../replica/clients.ts';
import { requestDeposit } from './deposit.ts';
import { addItem, updateItem } from './items.ts';
import { QuoteListCache } from './list-cache.ts';
import { findAcceptance, findQuote, listHistory, listItems } from './repository.ts';
import { toHistoryEntry, toItem, toQuote } from './rows.ts';
import { createQuote } from './service.ts';
import { updateQuote } from './update.ts';

/** `POST /api/quotes` takes the spec's body, or the same with `items` to create it all at once. */
const newQuoteSchema = (raw: unknown) =>
  (raw !== null && typeof raw === 'object' && 'items' in raw ? CreateQuoteWithItems : CreateQuote) as z.ZodType<
    CreateQuote | CreateQuoteWithItems
  >;

export function quoteRoutes(db: Knex, assertOwnClient: ClientCheck): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const id = requireUuidParams('id');
  const owned = async (ownerId: string, quoteId: string) => {
    const quote = await findQuote(db, ownerId, quoteId);
    if (!quote) throw notFound('Quote not found');
    return quote;
  };

  const lists = new QuoteListCache();
  router.get('/api/quotes', async (ctx) => {
    const list = await lists.get(db, ctx.state.owner.id);
    ctx.set('ETag', list.etag);
    ctx.set('Cache-Control', 'private, no-cache');
    if (ctx.get('if-none-match') === list.etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json';
    ctx.body = list.json;
  });
  router.post('/api/quotes', validateBody(newQuoteSchema, { limit: 256 * 1024 }), async (ctx) => {
    if (ctx.state.body.clientId) await assertOwnClient(ctx.state.owner, ctx.state.body.clientId);
    ctx.status = 201;
    ctx.body = await createQuote(db, ctx.state.owner.id, ctx.state.body);
  });
  router.get('/api/quotes/:id', id, async (ctx) => {
    ctx.body = toQuote(await owned(ctx.state.owner.id, ctx.params.id!));
  });
  router.patch('/api/quotes/:id', id, validateBody(UpdateQuote), async (ctx) => {
    ctx.body = await updateQuote(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
  });
  router.get('/api/quotes/:id/items', id, async (ctx) => {
    const quote = await owned(ctx.state.owner.id, ctx.params.id!);
    ctx.body = (await listItems(db, quote.id)).map(toItem);
  });
  router.patch('/api/quotes/:id/items/:itemId', id, validateBody(UpdateQuoteItem), async (ctx) => {
    ctx.body = await updateItem(db, ctx.state.owner.id, ctx.params.id!, ctx.params.itemId!, ctx.state.body);
  });
  router.get('/api/quotes/:id/history', id, async (ctx) => {
    const quote = await owned(ctx.state.owner.id, ctx.params.id!);
    const [history, acceptance] = await Promise.all([listHistory(db, quote.id), findAcceptance(db, quote.id)]);
    ctx.body = history.map((entry) => toHistoryEntry(entry, acceptance));
  });
  router.post('/api/quote-items', validateBody(CreateQuoteItem), async (ctx) => {
    ctx.status = 201;
    ctx.body = await addItem(db, ctx.state.owner.id, ctx.state.body);
  });
  router.post('/api/quotes/:id/deposit', id, validateBody(RequestDeposit), async (ctx) => {
    ctx.status = 201;
    ctx.body = await requestDeposit(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
  });
  return router;
}
