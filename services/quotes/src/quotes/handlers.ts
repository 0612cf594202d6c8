import { answerOnce, type Handlers, type Knex } from '@cobber/kit';
import { expireIfDue } from '../expiry/service.ts';
import type { CurrentBusiness } from '../replica/business.ts';
import type { ClientCheck } from '../replica/clients.ts';
import { requestDeposit } from './deposit.ts';
import { addItem, updateItem } from './items.ts';
import { listItems } from './repository.ts';
import { quoteWithMoney } from './money.ts';
import { toItem } from './rows.ts';
import { createQuote, findOwnedQuote, quoteHistory } from './service.ts';
import { updateQuote } from './update.ts';

type QuoteRoute = 'createQuote' | 'readQuote' | 'changeQuote' | 'listQuoteItems' | 'changeQuoteItem' | 'quoteHistory' | 'addQuoteItem' | 'requestDeposit';

/**
 * The quote routes' handlers: the validated request in, one service call, the answer out.
 * What prices a quote first brings the business up to date (its GST as saved a moment ago).
 */
export function quoteHandlers(db: Knex, assertOwnClient: ClientCheck, currentBusiness: CurrentBusiness): Handlers<'quotes', QuoteRoute> {
  return {
    /**
     * The original API's body, or the same with `items` to create it all at once. Once per
     * Idempotency-Key (a quote made offline, sent once): a repeat answers the first answer.
     * The client is checked first, off the key's transaction.
     */
    async createQuote(ctx) {
      if (ctx.state.body.clientId) await assertOwnClient(ctx.state.owner, ctx.state.body.clientId);
      await currentBusiness(ctx.state.owner);
      await answerOnce(ctx, db, async (trx) => ({ status: 201, body: await createQuote(trx, ctx.state.owner.id, ctx.state.body) }));
    },
    async readQuote(ctx) {
      await expireIfDue(db, ctx.params.id!);
      ctx.body = await quoteWithMoney(db, await findOwnedQuote(db, ctx.state.owner.id, ctx.params.id!));
    },
    async changeQuote(ctx) {
      await currentBusiness(ctx.state.owner);
      ctx.body = await updateQuote(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
    },
    async listQuoteItems(ctx) {
      const quote = await findOwnedQuote(db, ctx.state.owner.id, ctx.params.id!);
      ctx.body = (await listItems(db, quote.id)).map(toItem);
    },
    async changeQuoteItem(ctx) {
      await currentBusiness(ctx.state.owner);
      ctx.body = await updateItem(db, ctx.state.owner.id, ctx.params.id!, ctx.params.itemId!, ctx.state.body);
    },
    async quoteHistory(ctx) {
      ctx.body = await quoteHistory(db, ctx.state.owner.id, ctx.params.id!);
    },
    async addQuoteItem(ctx) {
      await currentBusiness(ctx.state.owner);
      ctx.status = 201;
      ctx.body = await addItem(db, ctx.state.owner.id, ctx.state.body);
    },
    async requestDeposit(ctx) {
      ctx.status = 201;
      ctx.body = await requestDeposit(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
    },
  };
}
