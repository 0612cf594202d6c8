import type { CreateQuote, CreateQuoteItem, CreateQuoteWithItems, RequestDeposit, UpdateQuote, UpdateQuoteItem } from '@cobber/contracts';
import { answerOnce, type IdempotencyState, type Knex, type OwnerContext } from '@cobber/kit';
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

/**
 * The quote routes' handlers: the validated request in, one service call, the answer out.
 * What prices a quote first brings the business up to date (its GST as saved a moment ago).
 */
export function quoteHandlers(db: Knex, assertOwnClient: ClientCheck, currentBusiness: CurrentBusiness) {
  return {
    /** Once per Idempotency-Key: a repeat answers the first answer. The client is checked first, off the key's transaction. */
    async create(ctx: OwnerContext<CreateQuote | CreateQuoteWithItems> & { state: IdempotencyState }) {
      if (ctx.state.body.clientId) await assertOwnClient(ctx.state.owner, ctx.state.body.clientId);
      await currentBusiness(ctx.state.owner);
      await answerOnce(ctx, db, async (trx) => ({ status: 201, body: await createQuote(trx, ctx.state.owner.id, ctx.state.body) }));
    },
    async read(ctx: OwnerContext) {
      await expireIfDue(db, ctx.params.id!);
      ctx.body = await quoteWithMoney(db, await findOwnedQuote(db, ctx.state.owner.id, ctx.params.id!));
    },
    async update(ctx: OwnerContext<UpdateQuote>) {
      await currentBusiness(ctx.state.owner);
      ctx.body = await updateQuote(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
    },
    async listItems(ctx: OwnerContext) {
      const quote = await findOwnedQuote(db, ctx.state.owner.id, ctx.params.id!);
      ctx.body = (await listItems(db, quote.id)).map(toItem);
    },
    async updateItem(ctx: OwnerContext<UpdateQuoteItem>) {
      await currentBusiness(ctx.state.owner);
      ctx.body = await updateItem(db, ctx.state.owner.id, ctx.params.id!, ctx.params.itemId!, ctx.state.body);
    },
    async history(ctx: OwnerContext) {
      ctx.body = await quoteHistory(db, ctx.state.owner.id, ctx.params.id!);
    },
    async addItem(ctx: OwnerContext<CreateQuoteItem>) {
      await currentBusiness(ctx.state.owner);
      ctx.status = 201;
      ctx.body = await addItem(db, ctx.state.owner.id, ctx.state.body);
    },
    async requestDeposit(ctx: OwnerContext<RequestDeposit>) {
      ctx.status = 201;
      ctx.body = await requestDeposit(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
    },
  };
}
