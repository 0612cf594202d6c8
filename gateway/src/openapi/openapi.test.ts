import { openApiDocument } from '@cobber/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session.ts';
import { startGateway, type RunningGateway } from '../testing/gateway.ts';

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
    expect(await response.json()).toEqual(openApiDocument({ sessionCookie: SESSION_COOKIE, serverUrl: gateway.url }));
  });

  it('names the origin it was asked at as its server, and as the Origin a change must carry', async () => {
    const document = await (await fetch(`${gateway.url}/api/openapi.json`)).json();
    const origin = new URL(gateway.url).origin;
    expect(document.servers).toEqual([{ url: origin }]);
    const origins = document.paths['/api/quotes'].post.parameters.filter((parameter: { in: string }) => parameter.in === 'header');
    expect(origins).toEqual([expect.objectContaining({ name: 'Origin', required: true, schema: { type: 'string', const: origin } })]);
    expect(document.components.securitySchemes.sessionSignature).toMatchObject({ in: 'cookie', name: `${SESSION_COOKIE}.sig` });
  });

  it('is read-only: another method answers 405, naming the methods it takes', async () => {
    const response = await fetch(`${gateway.url}/api/openapi.json`, { method: 'DELETE', headers: { origin: gateway.url } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
  });
});

describe('GET /api/openapi.json behind a public URL', () => {
  it('names the public URL, however it was reached', async () => {
    const gateway = await startGateway({ PUBLIC_URL: 'https://cobber.example' });
    try {
      const document = await (await fetch(`${gateway.url}/api/openapi.json`)).json();
      expect(document.servers).toEqual([{ url: 'https://cobber.example' }]);
    } finally {
      await gateway.stop();
    }
  });
});
