import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Invoice, QuoteItem, QuoteWithMoney } from '@cobber/contracts';
import { api, apiPath, type ApiAnswerOf, type ApiRouteKey } from './api-client.ts';
import { ApiError } from './api.ts';

/** Answers every fetch with this status and body, keeping what was asked. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_path: string, _init: RequestInit) => new Response(body === undefined ? null : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiPath', () => {
  it('fills in the path parameters, each encoded', () => {
    expect(apiPath('PATCH /api/quotes/:id/items/:itemId', { params: { id: 'q 1', itemId: '2' } })).toBe('/api/quotes/q%201/items/2');
  });

  it('adds the query string, leaving out what is not given', () => {
    expect(apiPath('GET /api/quotes', { query: { limit: 20, search: undefined, status: 'all' } })).toBe('/api/quotes?limit=20&status=all');
    expect(apiPath('GET /api/reports/gst', { query: { from: '2026-10-01', to: '2026-12-31', basis: 'cash' } })).toBe('/api/reports/gst?from=2026-10-01&to=2026-12-31&basis=cash');
  });

  it('is the path as written when it has no parameters and no query', () => {
    expect(apiPath('GET /api/business')).toBe('/api/business');
    expect(apiPath('GET /api/clients', { query: {} })).toBe('/api/clients');
  });
});

describe('api', () => {
  it("calls the route's method and path with the body as JSON and the session cookie", async () => {
    const fetch = answer(200, { id: 'q1', status: 'sent' });
    const sent = await api('POST /api/quotes/:id/send', { params: { id: 'q1' }, body: { method: 'sms' }, headers: { 'Idempotency-Key': 'k' } });
    expect(sent).toEqual({ id: 'q1', status: 'sent' });
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/quotes/q1/send');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"method":"sms"}' });
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'k', 'Content-Type': 'application/json' });
  });

  it('checks the answer with the schema given', async () => {
    answer(200, { n: '3' });
    const checked = await api('GET /api/business', { schema: { parse: (value) => Number((value as { n: string }).n) } });
    expect(checked).toBe(3);
  });

  it('sends a form as it is, for an upload', async () => {
    const fetch = answer(201, { filename: 'a.png' });
    const form = new FormData();
    await api('POST /api/upload-logo', { body: form });
    expect(fetch.mock.calls[0]![1].body).toBe(form);
  });

  it("throws the server's error", async () => {
    answer(404, { error: { code: 'not_found', message: 'Quote not found' } });
    await expect(api('GET /api/quotes/:id', { params: { id: 'x' } })).rejects.toBeInstanceOf(ApiError);
  });

  it('answers nothing for a 204', async () => {
    answer(204, undefined);
    await expect(api('DELETE /api/invoices/:id/items/:itemId', { params: { id: 'i', itemId: 'l' } })).resolves.toBeUndefined();
  });
});

describe('types from the route table', () => {
  it('types each answer as its route answers', () => {
    expectTypeOf<ApiAnswerOf<'GET /api/quotes/:id'>>().toEqualTypeOf<QuoteWithMoney>();
    expectTypeOf<ApiAnswerOf<'POST /api/invoices/:id/send'>>().toEqualTypeOf<Invoice>();
    expectTypeOf<ApiAnswerOf<'POST /api/quotes/:id/deposit'>>().toEqualTypeOf<QuoteItem>();
    expectTypeOf<ApiAnswerOf<'DELETE /api/quotes/:id/photos/:photoId'>>().toEqualTypeOf<undefined>();
    expectTypeOf<'GET /api/quotes/:id'>().toExtend<ApiRouteKey>();
  });

  it('refuses a route, a parameter or a body the table does not have', () => {
    const refused = () => {
      // @ts-expect-error: no such route
      apiPath('GET /api/quote/:id', { params: { id: '1' } });
      // @ts-expect-error: the route's method is POST
      apiPath('GET /api/quotes/:id/send', { params: { id: '1' } });
      // @ts-expect-error: the path has :id, not :quoteId
      apiPath('GET /api/quotes/:id', { params: { quoteId: '1' } });
      // @ts-expect-error: the path's parameters are required
      apiPath('GET /api/quotes/:id');
      // @ts-expect-error: a send is by email or text
      void api('POST /api/quotes/:id/send', { params: { id: '1' }, body: { method: 'fax' } });
      // @ts-expect-error: the route takes a body
      void api('PATCH /api/clients/:id', { params: { id: '1' } });
      // @ts-expect-error: a page's limit has no such name
      apiPath('GET /api/clients', { query: { size: 1 } });
    };
    expect(refused).toBeTypeOf('function');
  });
});
