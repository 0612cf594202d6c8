import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../testing/gateway.ts';

describe('behind a TLS proxy that is not trusted (PUBLIC_URL https, TRUST_PROXY off)', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startGateway({ PUBLIC_URL: 'https://app.cobber.test', REQUIRE_EMAIL_CONFIRMATION: 'false' });
  });
  afterAll(() => gateway.stop());

  it('signs up over the proxy’s plain hop with a Secure session cookie, not a 500', async () => {
    const response = await fetch(`${gateway.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://app.cobber.test' },
      body: JSON.stringify({ email: `tls-${crypto.randomUUID().slice(0, 8)}@example.com`, password: 'correct horse battery', mode: 'signup', firstName: 'Sam' }),
    });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.toLowerCase()).toContain('; secure');
  });
});
