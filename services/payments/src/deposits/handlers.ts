import type { ConfirmTestPayment, CreateDepositPayment, DepositDocumentType, PaymentsConfig, PublicInvoicePayment } from '@cobber/contracts';
import type { Knex, Logger, OwnerContext, PublicContext, ServiceCalls } from '@cobber/kit';
import type { CardProvider } from '../providers/provider.ts';
import { confirmTestPayment } from '../providers/test-confirm.ts';
import { createDepositPayment } from './create-deposit.ts';
import { readPayment } from './payment-record.ts';
import { createPublicDepositPayment } from './public-deposit.ts';
import { createPublicInvoicePayment } from './public-invoice-payment.ts';

/** The deposit routes' handlers: the validated request in, one service call, the answer out. */
export function depositHandlers(db: Knex, quotes: ServiceCalls, provider: CardProvider, logger: Logger) {
  return {
    /** The owner's deposit screen, on a quote or an invoice. */
    createDepositPayment: (type: DepositDocumentType) => async (ctx: OwnerContext<CreateDepositPayment>) => {
      ctx.status = 201;
      ctx.body = await createDepositPayment(db, quotes, provider, logger, ctx.state.owner.id, type, ctx.params.id!, ctx.state.body);
    },
    async readPayment(ctx: OwnerContext) {
      ctx.body = await readPayment(db, ctx.state.owner.id, ctx.params.id!);
    },
    /** The client, signed out, right after accepting the quote. */
    async createPublicDepositPayment(ctx: PublicContext) {
      ctx.status = 201;
      ctx.body = await createPublicDepositPayment(db, quotes, provider, logger, ctx.params.id!);
    },
    /** The client, signed out, paying all or part of what is owed on the invoice they were sent. */
    async createPublicInvoicePayment(ctx: PublicContext<PublicInvoicePayment>) {
      ctx.status = 201;
      ctx.body = await createPublicInvoicePayment(db, provider, logger, ctx.params.id!, ctx.state.body);
    },
    async paymentsConfig(ctx: PublicContext) {
      const config: PaymentsConfig = {
        provider: provider.name,
        testMode: provider.testMode,
        ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
      };
      ctx.body = config;
    },
    async confirmTestPayment(ctx: PublicContext<ConfirmTestPayment>) {
      ctx.body = await confirmTestPayment(db, logger, ctx.state.body);
    },
  };
}
