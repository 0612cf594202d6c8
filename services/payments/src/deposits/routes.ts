import { ConfirmTestPayment, CreateDepositPayment, type DepositDocumentType, type PaymentsConfig } from '@cobber/contracts';
import { requireUuidParams, validateBody, type Knex, type Logger, type OwnerState, type ServiceCalls } from '@cobber/kit';
import Router from '@koa/router';
import type { CardProvider } from '../providers/provider.ts';
import { confirmTestPayment } from '../providers/test-confirm.ts';
import { createDepositPayment } from './create-deposit.ts';
import { readPayment } from './payment-record.ts';
import { createPublicDepositPayment } from './public-deposit.ts';

/**
 * `POST /api/quotes/:id/create-deposit-payment` and the same for invoices (owner), and
 * `GET /api/payments/:id`, what became of a payment (the success screen).
 */
export function depositRoutes(db: Knex, provider: CardProvider, logger: Logger): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const id = requireUuidParams('id');
  const types: DepositDocumentType[] = ['quote', 'invoice'];
  for (const type of types) {
    router.post(`/api/${type}s/:id/create-deposit-payment`, id, validateBody(CreateDepositPayment), async (ctx) => {
      ctx.status = 201;
      ctx.body = await createDepositPayment(db, provider, logger, ctx.state.owner.id, type, ctx.params.id!, ctx.state.body);
    });
  }
  router.get('/api/payments/:id', id, async (ctx) => {
    ctx.body = await readPayment(db, ctx.state.owner.id, ctx.params.id!);
  });
  return router;
}

/**
 * What anyone may call: the card form's runtime config, the client paying the requested
 * deposit from the public quote page, and the test provider's "Pay".
 */
export function publicPaymentRoutes(db: Knex, quotes: ServiceCalls, provider: CardProvider, logger: Logger): Router {
  const router = new Router();
  router.post('/api/quotes/:id/public/deposit-payment', requireUuidParams('id'), async (ctx) => {
    ctx.status = 201;
    ctx.body = await createPublicDepositPayment(db, quotes, provider, logger, ctx.params.id!);
  });
  router.get('/api/payments/config', (ctx) => {
    const config: PaymentsConfig = {
      provider: provider.name,
      testMode: provider.testMode,
      ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
    };
    ctx.body = config;
  });
  if (provider.name === 'test') {
    router.post('/api/payments/test/confirm', validateBody(ConfirmTestPayment), async (ctx) => {
      ctx.body = await confirmTestPayment(db, logger, ctx.state.body);
    });
  }
  return router;
}
