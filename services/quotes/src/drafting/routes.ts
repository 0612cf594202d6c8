import { GenerateQuoteRequest } from '@cobber/contracts';
import { type Knex, type OwnerState, validateBody } from '@cobber/kit';
import Router from '@koa/router';
import type { CurrentBusiness } from '../replica/business.ts';
import type { QuoteDrafter } from './drafter.ts';
import { draftingHandlers } from './handlers.ts';

/** `POST /api/generate-quote`: a draft the tradie edits before creating the quote. */
export function draftingRoutes(db: Knex, drafter: QuoteDrafter, currentBusiness: CurrentBusiness): Router<OwnerState> {
  const router = new Router<OwnerState>();
  router.post('/api/generate-quote', validateBody(GenerateQuoteRequest), draftingHandlers(db, drafter, currentBusiness).generateQuote);
  return router;
}
