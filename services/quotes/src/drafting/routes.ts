import { GenerateQuoteRequest, type QuoteDraft } from '@cobber/contracts';
import { findBusiness, type Knex, type OwnerState, validateBody } from '@cobber/kit';
import Router from '@koa/router';
import type { DraftContext, QuoteDrafter } from './drafter.ts';

const RECENT_ITEMS = 40;

/** The owner's own recent lines, newest first and one per description, so drafts follow their prices. */
async function recentItems(db: Knex, ownerId: string): Promise<DraftContext['recentItems']> {
  const { rows } = await db.raw<{ rows: DraftContext['recentItems'] }>(
    `select description, type, "unitPrice" from (
       select distinct on (lower(i.description)) i.description, i.type, i.unit_price::text as "unitPrice", q.created_at
       from quote_items i join quotes q on q.id = i.quote_id
       where q.owner_id = ? and i.type <> 'deposit'
       order by lower(i.description), q.created_at desc) latest
     order by created_at desc limit ?`,
    [ownerId, RECENT_ITEMS],
  );
  return rows;
}

/** `POST /api/generate-quote`: a draft the tradie edits before creating the quote. */
export function draftingRoutes(db: Knex, drafter: QuoteDrafter): Router<OwnerState> {
  const router = new Router<OwnerState>();
  router.post('/api/generate-quote', validateBody(GenerateQuoteRequest), async (ctx) => {
    const ownerId = ctx.state.owner.id;
    const [business, items] = await Promise.all([findBusiness(db, ownerId), recentItems(db, ownerId)]);
    const draft: QuoteDraft = await drafter.draft(ctx.state.body.jobDescription, {
      businessName: business.name,
      hourlyRate: business.defaultHourlyRate,
      applyGST: business.applyGST,
      recentItems: items,
    });
    ctx.body = draft;
  });
  return router;
}
