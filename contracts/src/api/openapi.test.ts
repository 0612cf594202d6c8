import { describe, expect, it } from 'vitest';
import { openApiDocument, operationId, type JsonSchema, type OpenApiOperation } from './openapi.ts';
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

/** A success the route answers (not a refusal, which points at the shared ones). */
const answered = (op: OpenApiOperation, status: string) => op.responses[status] as Exclude<OpenApiOperation['responses'][string], { $ref: string }>;

describe('the OpenAPI document', () => {
  const document = openApiDocument({ sessionCookie: 'cobber.sid', now: new Date('2026-11-27T06:00:00Z') });
  const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

  it('is OpenAPI 3.1 with one operation per route, each with a unique id', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(operations).toHaveLength(API_ROUTES.length);
    expect(new Set(operations.map(({ op }) => op.operationId)).size).toBe(operations.length);
    expect(operationId({ method: 'POST', path: '/api/quotes/:id/send' })).toBe('postApiQuotesIdSend');
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('asks for the session and its signature on owner routes only, and describes every path parameter', () => {
    for (const route of API_ROUTES) {
      const op = document.paths[openApiPath(route.path)]![route.method.toLowerCase()]!;
      expect(op.security, `${route.method} ${route.path}`).toEqual(route.access === 'owner' ? [{ session: [], sessionSignature: [] }] : []);
      expect(op.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(pathParams(route.path));
    }
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'cobber.sid' });
    expect(document.components.securitySchemes.sessionSignature).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'cobber.sid.sig' });
    const quoteParams = document.paths['/api/quotes/{id}']!.get!.parameters;
    expect(quoteParams).toEqual([{ name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'string', format: 'uuid' }) }]);
  });

  it('describes a body as it may be sent, and an answer as it is answered', () => {
    const create = document.paths['/api/quotes']!.post!;
    // Money may be sent as "12.50" or 12.5, and comes back as "12.50".
    const created = JSON.stringify(create.requestBody);
    expect(created).toContain('"clientId"');
    expect(created).toContain('{"type":"number","minimum":0.01,"maximum":999999999.99,"multipleOf":0.01}');
    expect(create.requestBody!.required).toBe(true);
    expect(answered(create, '201').content!['application/json']!.schema).toMatchObject({ type: 'object', properties: { totalAmount: { type: 'string', pattern: expect.any(String) } } });
    expect(create.responses['400']).toEqual({ $ref: '#/components/responses/Refused400' });
    expect(document.components.responses.Refused400!.content!['application/json']!.schema).toMatchObject({ properties: { error: { type: 'object' } } });
    // The original API's bare approve: its body may be left out.
    expect(document.paths['/api/quotes/{id}/public/approve']!.patch!.requestBody!.required).toBe(false);
    expect(Object.keys(document.paths['/api/login']!.post!.requestBody!.content)).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    expect(answered(document.paths['/api/receipts/{id}/download']!.get!, '200').content).toEqual({ 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } });
    expect(answered(document.paths['/api/exports/xero/invoices.csv']!.get!, '200').content).toEqual({ 'text/csv': { schema: { type: 'string', contentMediaType: 'text/csv' } } });
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

  const refusals = (path: string, method: string) => Object.keys(document.paths[path]![method]!.responses).filter((status) => status >= '400');

  it("lists each way a call is refused, from the route's shape and the table", () => {
    expect(refusals('/api/quotes', 'get')).toEqual(['400', '401', '503']);
    expect(refusals('/api/quotes/{id}', 'patch')).toEqual(['400', '401', '403', '404', '409', '413', '415', '503']);
    expect(refusals('/api/quotes/{id}/public', 'get')).toEqual(['400', '404', '429', '503']);
    expect(refusals('/api/login', 'post')).toEqual(expect.arrayContaining(['400', '401', '403', '409', '413', '415', '429']));
    for (const [status, response] of Object.entries(document.components.responses)) {
      expect(response.content!['application/json']!.schema, status).toMatchObject({ properties: { error: { required: ['code', 'message'] } } });
    }
    expect(document.components.responses.Refused429!.headers).toHaveProperty('Retry-After');
    expect(Object.values(document.paths).flatMap((methods) => Object.values(methods)).some((op) => 'default' in op.responses)).toBe(false);
  });

  it("asks an owner's change for the app's Origin, and names the server", () => {
    const served = openApiDocument({ sessionCookie: 'cobber.sid', serverUrl: 'https://cobber.example/' });
    expect(served.servers).toEqual([{ url: 'https://cobber.example' }]);
    const origin = (path: string, method: string) => served.paths[path]![method]!.parameters.find((p) => p.name === 'Origin');
    expect(origin('/api/quotes', 'post')).toMatchObject({ in: 'header', required: true, schema: { const: 'https://cobber.example' } });
    expect(origin('/api/quotes', 'get')).toBeUndefined();
    expect(origin('/api/quotes/{id}/public/approve', 'patch')).toBeUndefined();
    expect(document.servers).toBeUndefined();
  });

  it('says where a list is served with an ETag: If-None-Match, the ETag header and 304', () => {
    const list = document.paths['/api/quotes']!.get!;
    expect(list.parameters.find((p) => p.name === 'If-None-Match')).toMatchObject({ in: 'header', required: false });
    expect(list.responses['200']).toHaveProperty('headers.ETag');
    expect(list.responses['304']).toHaveProperty('headers.ETag');
  });

  it('uses only the formats JSON Schema names, and says every rule a field is held to', () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('starts_with');
    expect(text).not.toContain('x-until-today');
    const receipt = document.paths['/api/receipts']!.post!.requestBody!.content['application/json']!.schema as { properties: Record<string, JsonSchema> };
    expect(receipt.properties.paymentAmount).toMatchObject({ anyOf: [{ type: 'string', pattern: expect.any(String) }, { type: 'number', minimum: 0.01, multipleOf: 0.01 }] });
    const paymentDate = new RegExp(receipt.properties.paymentDate!.pattern as string);
    expect(['1900-01-01', '2026-11-27'].every((day) => paymentDate.test(day))).toBe(true);
    expect(['1899-12-31', '2026-11-28', '2100-01-01'].some((day) => paymentDate.test(day))).toBe(false);
    const deposit = document.paths['/api/quotes/{id}/create-deposit-payment']!.post!.requestBody!.content['application/json']!.schema as { properties: Record<string, JsonSchema> };
    expect(deposit.properties.depositAmount).toMatchObject({ anyOf: [{}, { minimum: 0.5 }] });
    const invoice = document.paths['/api/invoices/{id}']!.patch!.requestBody!.content['application/json']!.schema as { properties: Record<string, JsonSchema> };
    const dueDate = new RegExp(invoice.properties.dueDate!.pattern as string);
    expect(dueDate.test('2026-11-27') && dueDate.test('2026-11-27T10:00:00+11:00')).toBe(true);
    expect(dueDate.test('0020-02-29') || dueDate.test('0001-01-01')).toBe(false);
  });

  it('says no text may hold a control character, but a text area may hold line breaks, and a required text more than spaces', () => {
    const quote = document.paths['/api/quotes/{id}']!.patch!.requestBody!.content['application/json']!.schema as { properties: Record<string, JsonSchema> };
    const title = new RegExp(quote.properties.title!.pattern as string);
    expect([title.test('Hot water'), title.test('   '), title.test('Hot\nwater'), title.test('Hot\u0000')]).toEqual([true, false, false, false]);
    const description = new RegExp((quote.properties.description!.anyOf as JsonSchema[])[0]!.pattern as string);
    expect([description.test('Line one\nLine two'), description.test(''), description.test('\u0007')]).toEqual([true, true, false]);
    const push = document.paths['/api/notifications/push-subscriptions']!.post!.requestBody!.content['application/json']!.schema;
    expect(push).toMatchObject({ propertyNames: { pattern: expect.any(String) }, additionalProperties: { $ref: '#/components/schemas/CleanValue' } });
    expect(document.components.schemas.CleanValue).toHaveProperty('anyOf');
  });

  it("says the test card form's rules: a number of 13 to 19 digits, an expiry from this month on, a real email", () => {
    const card = document.paths['/api/payments/test/confirm']!.post!.requestBody!.content['application/json']!.schema as { properties: Record<string, JsonSchema> };
    const expiry = new RegExp(card.properties.expiry!.pattern as string);
    expect(['11/26', '12/26', '01/27', '12/99'].every((month) => expiry.test(month))).toBe(true);
    expect(['10/26', '13/27', '00/30', '1/27'].some((month) => expiry.test(month))).toBe(false);
    expect(new RegExp(card.properties.cardNumber!.pattern as string).test('4242 4242 4242 4242')).toBe(true);
    const client = document.paths['/api/clients']!.post!.requestBody!.content['application/json']!.schema as { properties: Record<string, JsonSchema> };
    expect(client.properties.email).not.toHaveProperty('format');
    const email = new RegExp(client.properties.email!.pattern as string);
    expect([email.test('jo@example.com.au'), email.test('jo..b@example.com'), email.test('jo@localhost')]).toEqual([true, false, false]);
  });
});

