import { connect, IDENTITY_HEADER, signIdentity } from '@cobber/kit';
import { TEST_IDENTITY_SECRET } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOTH_WAYS, startGatewayWithServices, type RunningApp } from '../testing/app.ts';
import { Browser } from '../testing/gateway.ts';

const email = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe.each(BOTH_WAYS)('calls sent on to their services, $how', ({ inProcess }) => {
  let app: RunningApp;
  let sam: Browser;
  let alex: Browser;

  beforeAll(async () => {
    app = await startGatewayWithServices({}, { inProcess });
    sam = new Browser(app.gateway.url);
    alex = new Browser(app.gateway.url);
    await sam.signUp(email('sam'));
    await alex.signUp(email('alex'));
  });
  afterAll(() => app.stop());

  it("takes an owner's call with its body, and answers it with the edge's headers and one request id", async () => {
    const created = await sam.request('POST', '/api/clients', { name: 'Zoe Nguyen', email: 'zoe@example.com' });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-content-type-options')).toBe('nosniff');
    expect(created.headers.get('x-frame-options')).toBe('DENY');
    expect(created.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    const listed = (await (await sam.request('GET', '/api/clients')).json()) as { name: string }[];
    expect(listed.map((client) => client.name)).toEqual(['Zoe Nguyen']);
    expect(await (await alex.request('GET', '/api/clients')).json()).toEqual([]);
  });

  it("refuses a call that brings its own identity, a valid one included: only the gateway's assertion counts", async () => {
    const samsId = ((await (await sam.request('GET', '/api/auth/user')).json()) as { id: string }).id;
    const forged = signIdentity({ id: samsId, email: 'sam@example.com', firstName: 'Sam', emailConfirmed: true }, TEST_IDENTITY_SECRET);
    const signedOut = await fetch(`${app.gateway.url}/api/clients`, { headers: { [IDENTITY_HEADER]: forged } });
    expect(signedOut.status).toBe(401);
    const asAlex = await alex.request('GET', '/api/clients', undefined, { [IDENTITY_HEADER]: forged });
    expect(await asAlex.json()).toEqual([]);
  });

  it('answers bad input 400 naming the field', async () => {
    const refused = await sam.request('POST', '/api/clients', { name: '', email: 'zoe@example.com' });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { fields?: Record<string, string> } };
    expect(Object.keys(body.error.fields ?? {})).toContain('name');
  });

  it('renews a remembered session past half its life on a call a service answers, before the answer is written', async () => {
    const tess = new Browser(app.gateway.url);
    const signedUp = await tess.signUp(email('tess'), undefined, true);
    expect(signedUp.status).toBe(200);
    const db = connect(app.gateway.databaseUrl, 'identity');
    try {
      // Ten of its thirty days left.
      const tenDays = Date.now() + 10 * 24 * 60 * 60 * 1000;
      expect(await db('sessions').update({ data: db.raw(`jsonb_set(data, '{_expire}', ?::jsonb)`, [String(tenDays)]) })).toBeGreaterThan(0);
    } finally {
      await db.destroy();
    }
    // The gateway's copy of a session is read again after a few seconds.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const called = await tess.request('GET', '/api/clients');
    expect(called.status).toBe(200);
    expect(await called.json()).toEqual([]);
    expect(tess.lastSetCookies.some((line) => line.startsWith('cobber.sid=') && /expires=/i.test(line))).toBe(true);
  });
});
