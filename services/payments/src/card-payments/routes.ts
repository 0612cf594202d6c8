import { ConfirmTestPayment, CreateDepositPayment, PublicInvoicePayment, type DepositDocumentType } from '@cobber/contracts';
import { requireUuidParams, validateBody, type Knex, type Logger, type OwnerState, type ServiceCalls } from '@cobber/kit';
import Router from '@koa/router';
import type { CardProvider } from '../providers/provider.ts';
import { depositHandlers } from './handlers.ts';

/**
 * `POST /api/quotes/:id/create-deposit-payment` and the same for invoices (owner), and
 * `GET /api/payments/:id`, what became of a payment (the success screen).
 */
export function depositRoutes(db: Knex, quotes: ServiceCalls, provider: CardProvider, logger: Logger): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handle = depositHandlers(db, quotes, provider, logger);
  const id = requireUuidParams('id');
  const types: DepositDocumentType[] = ['quote', 'invoice'];
  for (const type of types) router.post(`/api/${type}s/:id/create-deposit-payment`, id, validateBody(CreateDepositPayment), handle.createDepositPayment(type));
  router.get('/api/payments/:id', id, handle.readPayment);
  return router;
}

/**
 * What anyone may call: the card form's runtime config, the client paying the requested
 * deposit from the public quote page or the invoice from its page, and the test provider's "Pay".
 */
export function publicPaymentRoutes(db: Knex, quotes: ServiceCalls, provider: CardProvider, logger: Logger): Router {
  const router = new Router();
  const handle = depositHandlers(db, quotes, provider, logger);
  router.post('/api/quotes/:id/public/deposit-payment', requireUuidParams('id'), handle.createPublicDepositPayment);
  router.post('/api/invoices/:id/public/payment', requireUuidParams('id'), validateBody(PublicInvoicePayment), handle.createPublicInvoicePayment);
  router.get('/api/payments/config', handle.paymentsConfig);
  if (provider.name === 'test') router.post('/api/payments/test/confirm', validateBody(ConfirmTestPayment), handle.confirmTestPayment);
  return router;
}
