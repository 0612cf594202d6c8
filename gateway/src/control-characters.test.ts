import { LoginMessages } from '@cobber/contracts';
import { REMOVE_CONTROL_CHARACTERS } from '@cobber/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startGateway, type RunningGateway } from './testing/gateway.ts';

describe('control characters at the gateway, signed out included', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(() => gateway.stop());

  it('a NUL in the sign-in email, the password or the sign-up name answers 400 naming the field, never 500', async () => {
    const visitor = new Browser(gateway.url);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'sam\u0000@example.com', password: 'correct horse battery' }, 'email'],
      [{ email: 'sam@example.com', password: 'correct\u0000horse' }, 'password'],
      [{ email: 'new@example.com', password: 'correct horse battery', mode: 'signup', firstName: 'Sam\u0000' }, 'firstName'],
      [{ email: 'sam@example.com\n', password: 'correct horse battery' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const response = await visitor.request('POST', '/api/login', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ [field]: REMOVE_CONTROL_CHARACTERS });
    }
  });

  it('the sign-in form gets its answer as a redirect with the message, as for any refused sign-in', async () => {
    const response = await new Browser(gateway.url).request('POST', '/api/login', 'email=sam%00%40example.com&password=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/?error=control_characters');
    expect(LoginMessages.control_characters).toBe(REMOVE_CONTROL_CHARACTERS);
  });

  it('a NUL in a path or a query string answers 400 at the edge, and in a body proxied to a service too', async () => {
    const owner = new Browser(gateway.url);
    expect((await owner.signUp(`owner-${crypto.randomUUID().slice(0, 8)}@example.com`)).status).toBe(200);
    expect((await owner.request('GET', '/api/clients/%00')).status).toBe(400);
    expect((await owner.request('GET', '/quote/abc?x=%00')).status).toBe(400);
    const proxied = await owner.request('POST', '/api/business', { name: 'Sparks\u0000Electrical' });
    expect(proxied.status).toBe(400);
    expect(((await proxied.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ name: REMOVE_CONTROL_CHARACTERS });
  });
});
