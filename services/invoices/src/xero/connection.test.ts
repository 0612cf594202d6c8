import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, type Owner } from '../testing/services.ts';
import { unseal } from './sealed.ts';
import { startXeroWorld, type XeroWorld } from './testing/world.ts';

describe('Settings → Accounting → Connect Xero (against a fake Xero)', () => {
  let x: XeroWorld;
  let sam: Owner;
  let pat: Owner;

  beforeAll(async () => {
    x = await startXeroWorld();
    sam = await x.world.owner();
    pat = await x.world.owner();
  });
  afterAll(() => x.stop());

  it('says Xero can be connected, and is not yet', async () => {
    expect((await sam.invoices('GET', '/api/integrations/xero')).body).toEqual({ configured: true, connected: false, failures: 0 });
  });

  it("sends the owner to Xero's sign-in with PKCE, and back to Settings connected to their one organisation", async () => {
    const started = await sam.invoices('POST', '/api/integrations/xero/connect');
    const authorize = new URL(started.body.authorizeUrl);
    expect(authorize.origin + authorize.pathname).toBe(`${x.xero.url}/identity/connect/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ response_type: 'code', client_id: x.xero.clientId, code_challenge_method: 'S256' });
    expect(authorize.searchParams.get('scope')).toContain('offline_access');

    expect(await x.connect(sam)).toBe('/settings/accounting?xero=connected');
    const status = (await sam.invoices('GET', '/api/integrations/xero')).body;
    expect(status).toEqual({ configured: true, connected: true, organisation: 'Sparky Bros Pty Ltd', paymentsAccount: 'Business Cheque Account', failures: 0 });
  });

  it('keeps the tokens sealed, opened only with the key and for their owner', async () => {
    const row = await x.world.db('xero_connections').where('owner_id', sam.id).first();
    expect(row.access_token).toMatch(/^v1\./);
    expect(row.refresh_token).not.toContain(row.access_token);
    expect(() => unseal(Buffer.alloc(32), sam.id, row.access_token)).toThrow();
    expect(() => unseal(x.tokenKey, pat.id, row.access_token)).toThrow();
    expect(unseal(x.tokenKey, sam.id, row.access_token)).toMatch(/^[0-9a-f]{48}$/);
  });

  it("refuses a sign-in coming back with a state that is not the owner's, or used twice", async () => {
    const started = await sam.invoices('POST', '/api/integrations/xero/connect');
    const back = new URL((await fetch(started.body.authorizeUrl, { redirect: 'manual' })).headers.get('location')!);
    const land = async (owner: Owner) => {
      const landed = await fetch(`${x.world.invoicesUrl}${back.pathname}${back.search}`, { headers: owner.identity(), redirect: 'manual' });
      expect(landed.status).toBe(303);
      return new URL(landed.headers.get('location')!, 'http://cobber.test').searchParams.get('xero');
    };
    expect(await land(pat)).toBe('That Xero sign-in has expired: connect again');
    expect((await pat.invoices('GET', '/api/integrations/xero')).body.connected).toBe(false);
    expect(await land(sam)).toBe('connected');
    expect(await land(sam)).toBe('That Xero sign-in has expired: connect again');
  });

  it('tells the owner when they said no at Xero', async () => {
    const landed = await fetch(`${x.world.invoicesUrl}/api/integrations/xero/callback?error=access_denied&state=x`, { headers: sam.identity(), redirect: 'manual' });
    expect(new URL(landed.headers.get('location')!, 'http://x').searchParams.get('xero')).toBe('Xero was not connected: access was not allowed');
  });

  it("does not let a second owner see or disconnect another's connection", async () => {
    expect((await pat.invoices('GET', '/api/integrations/xero')).body).toEqual({ configured: true, connected: false, failures: 0 });
    expect((await pat.invoices('DELETE', '/api/integrations/xero')).status).toBe(404);
    const invoice = await x.sentInvoice(sam);
    expect((await pat.invoices('GET', `/api/invoices/${invoice.id}/xero`)).status).toBe(404);
    expect((await sam.invoices('GET', `/api/invoices/${invoice.id}/xero`)).body.state).toBe('waiting');
    expect((await sam.invoices('GET', '/api/integrations/xero')).body.connected).toBe(true);
  });

  it('chooses among several organisations only those the sign-in allowed', async () => {
    x.xero.organisations.push({ tenantId: crypto.randomUUID(), name: 'Sparky Bros Trust', bankAccountId: crypto.randomUUID() });
    await x.connect(pat);
    const waiting = (await pat.invoices('GET', '/api/integrations/xero')).body;
    expect(waiting.connected).toBe(false);
    expect(waiting.organisations.map((o: { name: string }) => o.name)).toEqual(['Sparky Bros Pty Ltd', 'Sparky Bros Trust']);
    expect((await pat.invoices('POST', '/api/integrations/xero/organisation', { tenantId: crypto.randomUUID() })).status).toBe(400);
    const chosen = await pat.invoices('POST', '/api/integrations/xero/organisation', { tenantId: waiting.organisations[1].tenantId });
    expect(chosen.body).toMatchObject({ connected: true, organisation: 'Sparky Bros Trust' });
    x.xero.organisations.pop();
  });

  it('disconnects: the refresh token is revoked at Xero and forgotten here', async () => {
    const revokedBefore = x.xero.revoked.length;
    expect((await pat.invoices('DELETE', '/api/integrations/xero')).status).toBe(204);
    expect(x.xero.revoked.length).toBe(revokedBefore + 1);
    expect(await x.world.db('xero_connections').where('owner_id', pat.id).first()).toBeUndefined();
    expect((await pat.invoices('GET', '/api/integrations/xero')).body.connected).toBe(false);
  });
});

describe('a server without a Xero app', () => {
  it('says Xero is not set up here, and will not start a sign-in', async () => {
    const world = await startInvoicesWorld();
    try {
      const owner = await world.owner();
      expect((await owner.invoices('GET', '/api/integrations/xero')).body).toEqual({ configured: false, connected: false, failures: 0 });
      const refused = await owner.invoices('POST', '/api/integrations/xero/connect');
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe('Xero is not set up on this server');
    } finally {
      await world.stop();
    }
  });
});
