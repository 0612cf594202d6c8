import { randomBytes } from 'node:crypto';
import { createLogger } from '@cobber/kit';
import { expect } from 'vitest';
import { startInvoicesWorld, until, type InvoicesWorld, type Owner } from '../../testing/services.ts';
import type { XeroOptions } from '../settings.ts';
import { syncWithXero } from '../sync.ts';
import { startFakeXero, type FakeXero } from './fake-xero.ts';

export interface XeroWorld {
  world: InvoicesWorld;
  xero: FakeXero;
  /** The key the service seals Xero's tokens with. */
  tokenKey: Buffer;
  /** The service's clock, which the tests move on. */
  now(): Date;
  advanceMinutes(minutes: number): void;
  /** One turn of the sync, as the scheduler runs it. */
  sync(): Promise<void>;
  /** Connects the owner to the fake Xero as a browser would: Connect, Xero's sign-in, back to Cobber. */
  connect(owner: Owner): Promise<string>;
  /** An invoice made from a new quote and sent, once the service has queued it for Xero. */
  sentInvoice(owner: Owner): Promise<{ id: string; invoiceNumber: string; totalAmount: string; taxAmount: string }>;
  stop(): Promise<void>;
}

export async function startXeroWorld(): Promise<XeroWorld> {
  const xero = await startFakeXero();
  let now = new Date('2026-03-02T01:00:00Z');
  const options: XeroOptions = {
    app: { clientId: xero.clientId, clientSecret: xero.clientSecret, loginUrl: xero.url, identityUrl: xero.url, apiUrl: xero.url, redirectUrl: 'http://cobber.test/api/integrations/xero/callback' },
    tokenKey: randomBytes(32),
    syncSeconds: null,
    readEveryMinutes: 5,
  };
  const world = await startInvoicesWorld({ clock: () => now, xero: options });
  const logger = createLogger('test', 'silent');
  const sync = () => syncWithXero({ db: world.db, app: options.app, tokenKey: options.tokenKey, clock: () => now, logger, readEveryMinutes: options.readEveryMinutes });

  return {
    world,
    xero,
    tokenKey: options.tokenKey,
    now: () => now,
    advanceMinutes(minutes) {
      now = new Date(now.getTime() + minutes * 60_000);
    },
    sync,
    async connect(owner) {
      const started = await owner.invoices('POST', '/api/integrations/xero/connect');
      expect(started.status).toBe(200);
      const atXero = await fetch(started.body.authorizeUrl, { redirect: 'manual' });
      const back = new URL(atXero.headers.get('location')!);
      expect(back.origin + back.pathname).toBe(options.app.redirectUrl);
      const landed = await fetch(`${world.invoicesUrl}${back.pathname}${back.search}`, { headers: owner.identity(), redirect: 'manual' });
      expect(landed.status).toBe(303);
      return landed.headers.get('location')!;
    },
    async sentInvoice(owner) {
      const quote = await owner.quote();
      const invoice = (await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {})).body;
      const sent = await owner.invoices('POST', `/api/invoices/${invoice.id}/send`, { paymentMethod: 'bank_transfer', message: 'Thanks!' });
      expect(sent.status).toBe(200);
      await until(async () => Boolean(await world.db('xero_documents').where({ kind: 'invoice', document_id: invoice.id }).first()));
      return sent.body;
    },
    async stop() {
      await world.stop();
      await xero.stop();
    },
  };
}
