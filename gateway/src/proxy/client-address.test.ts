import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLIENT_ADDRESS_HEADER } from '@cobber/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../testing/gateway.ts';

/** Stands where the quotes service would, answering with the headers it was sent. */
async function startHeaderEcho(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(req.headers));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe("the client's address the gateway passes on", () => {
  let echo: Awaited<ReturnType<typeof startHeaderEcho>>;
  let gateway: RunningGateway;
  const seenByService = async (headers: Record<string, string>) =>
    (await (await fetch(`${gateway.url}/api/quotes/${crypto.randomUUID()}/public`, { headers })).json()) as IncomingHttpHeaders;

  beforeAll(async () => {
    echo = await startHeaderEcho();
    gateway = await startGateway({ QUOTES_URL: echo.url });
  });
  afterAll(async () => {
    await gateway.stop();
    await new Promise((resolve) => echo.server.close(resolve));
  });

  it('is the address the gateway saw, whatever the client claims in its headers', async () => {
    const headers = await seenByService({ 'x-forwarded-for': '203.0.113.66', [CLIENT_ADDRESS_HEADER]: '198.51.100.77' });
    expect(headers[CLIENT_ADDRESS_HEADER]).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(headers['user-agent']).toBeDefined();
  });
});
