import { describe, expect, it } from 'vitest';
import { openApiDocument, operationId } from './openapi.ts';
import { openApiPath, pathParams, pathPattern } from './paths.ts';
import { API_ROUTES } from './routes.ts';

describe('the route table', () => {
  it('has each method and path once, every path under /api', () => {
    const keys = API_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of API_ROUTES) expect(route.path).toMatch(/^\/api\//);
  });

  it('matches a path with one segment per parameter', () => {
    const items = pathPattern('/api/quotes/:id/items/:itemId');
    expect(items.test('/api/quotes/abc/items/0')).toBe(true);
    expect(items.test('/api/quotes/abc/items/0/more')).toBe(false);
    expect(items.test('/api/quotes/a/b/items/0')).toBe(false);
    expect(pathPattern('/api/openapi.json').test('/api/openapiXjson')).toBe(false);
    expect(pathParams('/api/quotes/:id/items/:itemId')).toEqual(['id', 'itemId']);
    expect(openApiPath('/api/quotes/:id/items/:itemId')).toBe('/api/quotes/{id}/items/{itemId}');
  });
});

describe('the OpenAPI document', () => {
  const document = openApiDocument({ sessionCookie: 'cobber.sid' });
  const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

  it('is OpenAPI 3.1 with one operation per route, each with a unique id', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(operations).toHaveLength(API_ROUTES.length);
    expect(new Set(operations.map(({ op }) => op.operationId)).size).toBe(operations.length);
    expect(operationId({ method: 'POST', path: '/api/quotes/:id/send' })).toBe('postApiQuotesIdSend');
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('asks for the session on owner routes only, and describes every path parameter', () => {
    for (const route of API_ROUTES) {
      const op = document.paths[openApiPath(route.path)]![route.method.toLowerCase()]!;
      expect(op.security, `${route.method} ${route.path}`).toEqual(route.access === 'owner' ? [{ session: [] }] : []);
      expect(op.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(pathParams(route.path));
    }
    expect(document.components.securitySchemes.session).toEqual({ type: 'apiKey', in: 'cookie', name: 'cobber.sid' });
    const quoteParams = document.paths['/api/quotes/{id}']!.get!.parameters;
    expect(quoteParams).toEqual([{ name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'string', format: 'uuid' }) }]);
  });

  it('describes a body as it may be sent, and an answer as it is answered', () => {
    const create = document.paths['/api/quotes']!.post!;
    // Money may be sent as "12.50" or 12.5, and comes back as "12.50".
    const created = JSON.stringify(create.requestBody);
    expect(created).toContain('"clientId"');
    expect(created).toContain('"type":["string","number"]');
    expect(create.requestBody!.required).toBe(true);
    expect(create.responses['201']!.content!['application/json']!.schema).toMatchObject({ type: 'object', properties: { totalAmount: { type: 'string', pattern: expect.any(String) } } });
    expect(create.responses.default!.content!['application/json']!.schema).toMatchObject({ properties: { error: { type: 'object' } } });
    // The spec's bare approve: its body may be left out.
    expect(document.paths['/api/quotes/{id}/public/approve']!.patch!.requestBody!.required).toBe(false);
    expect(Object.keys(document.paths['/api/login']!.post!.requestBody!.content)).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    expect(document.paths['/api/receipts/{id}/download']!.get!.responses['200']!.content).toEqual({ 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } });
    expect(document.paths['/api/exports/xero/invoices.csv']!.get!.responses['200']!.content).toEqual({ 'text/csv': { schema: { type: 'string', contentMediaType: 'text/csv' } } });
  });

  it("describes the query a route takes: the books' ranges, and the basis the GST report may be asked for", () => {
    const gst = document.paths['/api/reports/gst']!.get!.parameters;
    expect(gst.map(({ name, in: where, required }) => ({ name, in: where, required }))).toEqual([
      { name: 'from', in: 'query', required: true },
      { name: 'to', in: 'query', required: true },
      { name: 'basis', in: 'query', required: false },
    ]);
    expect(gst[0]!.schema).toMatchObject({ type: 'string', pattern: expect.stringContaining('2100-') });
    expect(gst[2]!.schema).toMatchObject({ enum: ['cash', 'accrual'] });
    expect(document.paths['/api/exports/payments.csv']!.get!.parameters.map((p) => p.name)).toEqual(['from', 'to']);
    expect(document.paths['/api/quotes/{id}']!.get!.parameters.every((p) => p.in === 'path')).toBe(true);
  });
});
