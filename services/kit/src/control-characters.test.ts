import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApp } from './app.ts';
import { controlCharacterFields, REMOVE_CONTROL_CHARACTERS } from './control-characters.ts';
import { createLogger } from './logger.ts';
import { listen, type Listening } from './server.ts';
import { apiClient } from './testing/http.ts';
import { bodyRoutes, sendHostileText, textFields } from './testing/text-fields.ts';
import { validateBody } from './validate.ts';

describe('controlCharacterFields', () => {
  it('names each field holding a control character, nested ones by their path', () => {
    expect(
      controlCharacterFields({
        name: 'Sparks\u0000',
        email: 'ok@example.com',
        items: [{ description: 'fine' }, { title: 'tab\there' }],
        note: { deeper: ['\u007f'] },
      }),
    ).toEqual({ name: REMOVE_CONTROL_CHARACTERS, 'items.1.title': REMOVE_CONTROL_CHARACTERS, 'note.deeper.0': REMOVE_CONTROL_CHARACTERS });
  });

  it('allows line breaks and tabs in multi-line fields only, and never a NUL', () => {
    expect(controlCharacterFields({ description: 'Line one\r\nLine two\tend', paymentTerms: '7 days\n', items: [{ description: 'a\nb' }] })).toEqual({});
    expect(controlCharacterFields({ title: 'Line one\nLine two', clientName: 'Jo\r', email: 'a@b.co\t' })).toEqual({
      title: REMOVE_CONTROL_CHARACTERS,
      clientName: REMOVE_CONTROL_CHARACTERS,
      email: REMOVE_CONTROL_CHARACTERS,
    });
    expect(controlCharacterFields({ description: 'a\u0000b', address: '\u001b[31m' })).toEqual({
      description: REMOVE_CONTROL_CHARACTERS,
      address: REMOVE_CONTROL_CHARACTERS,
    });
  });

  it('names a key holding one, and a bare string body as "_"', () => {
    expect(controlCharacterFields({ ['bad\u0000key']: 'x' })).toEqual({ 'bad\u0000key': REMOVE_CONTROL_CHARACTERS });
    expect(controlCharacterFields('\u0000')).toEqual({ _: REMOVE_CONTROL_CHARACTERS });
  });

  it('walks JSON of any depth without running out of stack', () => {
    const deep = JSON.parse(`${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`);
    const started = performance.now();
    expect(Object.keys(controlCharacterFields(deep))).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('leaves other text, accents, emoji and non-Latin scripts alone', () => {
    expect(controlCharacterFields({ name: 'Nguyễn Văn Ánh 🔧', title: 'Ремонт кухни 厨房', n: 3, ok: true, none: null })).toEqual({});
  });
});

describe('a service refuses control characters in bodies, paths and query strings', () => {
  let server: Listening;
  const Job = z.strictObject({ title: z.string().max(200), notes: z.string().max(2000).optional(), lines: z.array(z.strictObject({ description: z.string() })).optional() });
  const app = (() => {
    const router = new Router();
    router.post('/jobs', validateBody(Job), (ctx) => {
      ctx.status = 201;
      ctx.body = ctx.state.body;
    });
    router.get('/jobs/:name', (ctx) => {
      ctx.body = { name: ctx.params.name, q: ctx.query.q };
    });
    return createServiceApp({ name: 'test', logger: createLogger('test', 'silent'), routers: [router] });
  })();

  beforeAll(async () => {
    server = await listen(app, 0);
  });
  afterAll(() => server.close());

  it('answers 400 naming the field, and passes a multi-line field its line breaks', async () => {
    const call = apiClient(server.url, null);
    const nul = await call('POST', '/jobs', { title: 'Tap\u0000' });
    expect(nul.status).toBe(400);
    expect(nul.body.error).toEqual({ code: 'validation_failed', message: REMOVE_CONTROL_CHARACTERS, fields: { title: REMOVE_CONTROL_CHARACTERS } });
    const notes = await call('POST', '/jobs', { title: 'Tap', notes: 'Back door\nDog in yard' });
    expect(notes.status).toBe(201);
  });

  it('answers 400 for one in a path or a query parameter, encoded as a URL carries it', async () => {
    const call = apiClient(server.url, null);
    expect(await call('GET', '/jobs/abc%00')).toMatchObject({ status: 400, body: { error: { fields: { path: REMOVE_CONTROL_CHARACTERS } } } });
    expect(await call('GET', '/jobs/abc?q=x%7F')).toMatchObject({ status: 400, body: { error: { fields: { q: REMOVE_CONTROL_CHARACTERS } } } });
    expect(await call('GET', '/jobs/abc%20d?q=caf%C3%A9')).toMatchObject({ status: 200, body: { name: 'abc d', q: 'café' } });
  });

  it('finds the routes and text fields it tests from the app and its schemas', async () => {
    expect(bodyRoutes(app).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /jobs']);
    expect(textFields(Job)).toEqual([['title'], ['notes'], ['lines', 0, 'description']]);
    const report = await sendHostileText(app, apiClient(server.url, null));
    expect(report).toEqual({ sent: 9, wrong: [] });
  });
});
