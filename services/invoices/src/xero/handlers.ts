import { conflict, HttpError, serviceUnavailable, type Handlers, type Knex, type Logger } from '@cobber/kit';
import { XeroError } from './client.ts';
import { chooseOrganisation, disconnect, finishSignIn, startSignIn, type XeroSetup } from './connection.ts';
import { invoiceXeroSync, xeroConnection } from './status.ts';

/** Where the owner lands back from Xero: Settings → Accounting, saying how it went. */
const ACCOUNTING = '/settings/accounting';

const notSetUp = () => conflict('Xero is not set up on this server');

/** Settings → Accounting's Xero, and each invoice's sync state. `xero` is null when this server has no Xero app. */
export function xeroHandlers(
  db: Knex,
  xero: XeroSetup | null,
  logger: Logger,
): Handlers<'invoices', 'readXeroConnection' | 'connectXero' | 'xeroSignedIn' | 'chooseXeroOrganisation' | 'disconnectXero' | 'readInvoiceXeroSync'> {
  return {
    async readXeroConnection(ctx) {
      ctx.body = await xeroConnection(db, ctx.state.owner.id, xero !== null);
    },
    async connectXero(ctx) {
      if (!xero) throw notSetUp();
      ctx.body = { authorizeUrl: await startSignIn(db, xero, ctx.state.owner.id) };
    },
    async xeroSignedIn(ctx) {
      const { code, state, error } = ctx.state.query;
      let outcome = 'connected';
      if (!xero) outcome = 'Xero is not set up on this server';
      else if (error || !code || !state) outcome = error === 'access_denied' ? 'Xero was not connected: access was not allowed' : 'Xero did not finish signing in: connect again';
      else {
        try {
          await finishSignIn(db, xero, ctx.state.owner.id, { code, state });
        } catch (failure) {
          if (failure instanceof XeroError) outcome = failure.trouble === 'refused' ? `Xero said: ${failure.message}` : failure.message;
          else if (failure instanceof HttpError && failure.status === 400) outcome = failure.message;
          else throw failure;
        }
      }
      ctx.status = 303;
      ctx.redirect(`${ACCOUNTING}?${new URLSearchParams({ xero: outcome })}`);
    },
    async chooseXeroOrganisation(ctx) {
      if (!xero) throw notSetUp();
      try {
        await chooseOrganisation(db, xero, ctx.state.owner.id, ctx.state.body.tenantId);
      } catch (error) {
        throw error instanceof XeroError ? serviceUnavailable(`Xero said: ${error.message}`) : error;
      }
      ctx.body = await xeroConnection(db, ctx.state.owner.id, true);
    },
    async disconnectXero(ctx) {
      await disconnect(db, xero, ctx.state.owner.id, logger);
      ctx.status = 204;
    },
    async readInvoiceXeroSync(ctx) {
      ctx.body = await invoiceXeroSync(db, ctx.state.owner.id, ctx.params.id!);
    },
  };
}
