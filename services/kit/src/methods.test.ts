import { request } from 'node:http';
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from './app.ts';
import { createLogger } from './logger.ts';
import { listen, type Listening } from './server.ts';

interface Answer {
  status: number;
  allow: string | undefined;
  body: string;
}

/** fetch refuses TRACE and friends, so a raw request. */
function send(url: string, method: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a service reached directly, with methods a path does not take', () => {
  let server: Listening;
  beforeAll(async () => {
    const router = new Router();
    router.get('/api/quotes', (ctx) => {
      ctx.body = [];
    });
    server = await listen(createServiceApp({ name: 'test', logger: createLogger('test', 'silent'), routers: [router] }), 0);
  });
  afterAll(() => server.close());

  it.each(['TRACE', 'QUERY', 'PROPFIND', 'PURGE', 'PATCH', 'DELETE'])('%s on a path of ours answers 405 naming the methods it takes', async (method) => {
    const answer = await send(server.url, method, '/api/quotes');
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe('HEAD, GET');
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'method_not_allowed' } });
  });

  it.each(['TRACE', 'PROPFIND', 'PATCH'])('%s on a path nobody answers is 404', async (method) => {
    expect((await send(server.url, method, '/api/nothing')).status).toBe(404);
  });
});
