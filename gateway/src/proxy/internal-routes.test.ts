import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_CALL_HEADER, signServiceCall } from '@cobber/kit';
import { TEST_IDENTITY_SECRET } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../testing/gateway.ts';
import { owningService } from './routing-table.ts';

/** A raw request: the path exactly as written (fetch would resolve its dot segments first). */
function rawGet(base: string, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(base), { path, headers }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The services' internal routes (`/internal/...`, a service asking another for the current
 * truth) are never reached through the gateway, however the path is written: the gateway
 * proxies only /api paths, as written, so no internal route matches what it forwards.
 */
describe('internal routes behind the gateway', () => {
  const quoteId = crypto.randomUUID();
  const reached: string[] = [];
  let quotes: Server;
  let gateway: RunningGateway;

  beforeAll(async () => {
    quotes = createServer((req, res) => {
      reached.push(req.url!);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => quotes.listen(0, '127.0.0.1', resolve));
    gateway = await startGateway({ QUOTES_URL: `http://127.0.0.1:${(quotes.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await gateway.stop();
    await new Promise((resolve) => quotes.close(resolve));
  });

  it('has no route for them in its routing table', () => {
    expect(owningService(`/internal/quotes/${quoteId}`)).toBeNull();
  });

  it('forwards nothing that resolves to an internal path, even with a service call header', async () => {
    const headers = { [SERVICE_CALL_HEADER]: signServiceCall('invoices', TEST_IDENTITY_SECRET) };
    const attempts = [
      `/internal/quotes/${quoteId}`,
      `/api/../internal/quotes/${quoteId}`,
      `/api/quotes/../../internal/quotes/${quoteId}`,
      `/api/quotes/%2e%2e/%2e%2e/internal/quotes/${quoteId}`,
      `//internal/quotes/${quoteId}`,
      `/API/quotes/..%2f..%2finternal/quotes/${quoteId}`,
      // One segment where a route has its id: routed to quotes, as written.
      `/api/quotes/..%2f..%2finternal%2fquotes%2f${quoteId}`,
    ];
    for (const path of attempts) await rawGet(gateway.url, path, headers);
    // A service's router reads the path as sent, dot segments and all (Koa resolves none).
    expect(reached.length).toBeGreaterThan(0);
    for (const path of reached) expect(path).toMatch(/^\/api\//);
  });
});
