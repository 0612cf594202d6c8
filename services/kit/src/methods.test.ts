import { request } from 'node:http';
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from './app.ts';
import { createLogger } from './logger.ts';
import { listen, type Listening } from './server.ts';

/** fetch refuses TRACE and friends, so a raw request. */
function send(url: string, method: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a service reached directly, with methods no route knows', () => {
  let server: Listening;
  beforeAll(async () => {
    const router = new Router();
    router.get('/api/quotes', (ctx) => {
      ctx.body = [];
    });
    server = await listen(createServiceApp({ name: 'test', logger: createLogger('test', 'silent'), routers: [router] }), 0);
  });
  afterAll(() => server.close());

  it.each(['TRACE', 'QUERY', 'PROPFIND', 'PURGE', 'PATCH'])('%s answers 405 or 501, never 500', async (method) => {
    for (const path of ['/api/quotes', '/api/nothing', '/health']) {
      expect([404, 405, 501]).toContain(await send(server.url, method, path));
    }
  });
});
