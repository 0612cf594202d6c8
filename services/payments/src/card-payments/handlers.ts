import type { DepositDocumentType, PaymentsConfig } from '@cobber/contracts';
import type { Handlers, Knex, Logger, RouteHandler, ServiceCalls } from '@cobber/kit';
import type { CardProvider } from '../providers/provider.ts';
import { confirmTestPayment } from '../providers/test-confirm.ts';
import { createDepositPayment } from './create-deposit.ts';
import { readPayment } from './payment-record.ts';
import { createPublicDepositPayment } from './public-deposit.ts';
import { createPublicInvoicePayment } from './public-invoice-payment.ts';

type CardRoute = 'createQuoteDepositPayment' | 'createInvoiceDepositPayment' | 'readPayment' | 'payQuoteDeposit' | 'payInvoice' | 'paymentsConfig' | 'confirmTestPayment';

/**
 * The owner taking a deposit by card on a quote or an invoice and seeing what became of
 * it (the success screen); the client, signed out, paying the requested deposit from the
 * public quote page or the invoice from its page; the card form's runtime config; and the
 * test provider's Pay, only where it takes the cards. The validated request in, one
 * service call, the answer out.
 */
export function cardPaymentHandlers(db: Knex, quotes: ServiceCalls, provider: CardProvider, logger: Logger): Handlers<'payments', CardRoute> {
  /** The owner's deposit screen, on a quote or an invoice. */
  const depositPayment =
    (type: DepositDocumentType): RouteHandler<'payments', 'createQuoteDepositPayment' | 'createInvoiceDepositPayment'> =>
    async (ctx) => {
      ctx.status = 201;
      ctx.body = await createDepositPayment(db, quotes, provider, logger, ctx.state.owner.id, type, ctx.params.id!, ctx.state.body);
    };
  return {
    createQuoteDepositPayment: depositPayment('quote'),
    createInvoiceDepositPayment: depositPayment('invoice'),
    async readPayment(ctx) {
      ctx.body = await readPayment(db, ctx.state.owner.id, ctx.params.id!);
    },
    /** The client, signed out, right after accepting the quote. */
    async payQuoteDeposit(ctx) {
      ctx.status = 201;
      ctx.body = await createPublicDepositPayment(db, quotes, provider, logger, ctx.params.id!);
    },
    /** The client, signed out, paying all or part of what is owed on the invoice they were sent. */
    async payInvoice(ctx) {
      ctx.status = 201;
      ctx.body = await createPublicInvoicePayment(db, provider, logger, ctx.params.id!, ctx.state.body);
    },
    paymentsConfig(ctx) {
      const config: PaymentsConfig = {
        provider: provider.name,
        testMode: provider.testMode,
        ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
      };
      ctx.body = config;
    },
    confirmTestPayment:
      provider.name === 'test'
        ? async (ctx) => {
            ctx.body = await confirmTestPayment(db, logger, ctx.state.body);
          }
        : null,
  };
}
