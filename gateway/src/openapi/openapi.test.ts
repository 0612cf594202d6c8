import { openApiDocument } from '@cobber/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session.ts';
import { startGateway, type RunningGateway } from '../test-gateway.ts';

describe('GET /api/openapi.json', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(() => gateway.stop());

  it('answers the whole API as OpenAPI 3.1, signed out, compressed for a phone', async () => {
    const response = await fetch(`${gateway.url}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.json()).toEqual(openApiDocument({ sessionCookie: SESSION_COOKIE }));
  });

  it('is read-only: another method answers 405, naming the methods it takes', async () => {
    const response = await fetch(`${gateway.url}/api/openapi.json`, { method: 'DELETE', headers: { origin: gateway.url } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('HEAD, GET');
    expect(await response.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
  });
});
