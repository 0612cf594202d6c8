import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError } from '@cobber/kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DraftContext } from './drafter.ts';
import { createDrafter } from './index.ts';

/**
 * A local stand-in for an OpenAI-compatible server: it speaks the chat-completions wire
 * format, records each request, and answers however the test says.
 */
type Answer = (res: ServerResponse) => void;

const requests: { path: string; auth: string | undefined; body: any }[] = [];
let answer: Answer;
let server: Server;
let baseURL: string;
const hanging = new Set<ServerResponse>();

function completion(content: string): Answer {
  return (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'gpt-4o-mini',
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
        usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
      }),
    );
  };
}

const goodDraft = {
  title: 'Kitchen power points',
  description: 'Supply and install three double power points along the bench.',
  labour: [{ item: 'Electrician labour', hours: 2.5, rate: 110, from: 'Install 3 power points' }],
  materials: [{ item: 'Clipsal Iconic double GPO', quantity: 3, unit_cost: 32.5, source: 'price_book', from: 'power points' }],
  other: [{ item: 'Site inspection', cost: 0, source: 'typical', from: 'in the kitchen' }],
  travel: '45 km',
};

const context: DraftContext = {
  businessName: 'Sparky Bros',
  trade: 'Electrician',
  hourlyRate: 110,
  applyGST: true,
  priceBook: [
    { description: 'Clipsal Iconic double GPO', type: 'materials', unitPrice: '32.50', unit: 'each' },
    { description: 'Call-out fee', type: 'other', unitPrice: '80.00', unit: null },
    { description: 'Hot water system', type: 'materials', unitPrice: '1450.00', unit: null },
  ],
};

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw) });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
});

const drafter = (timeoutMs = 5_000) => createDrafter({ apiKey: 'sk-test', baseURL, model: 'gpt-4o-mini', timeoutMs });

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('OpenAI drafter against an OpenAI-compatible server', () => {
  it('returns the model draft grounded in the notes, a price it did not give marked as needed, lines the app cannot make left out', async () => {
    const unmakeable = { item: ' ', quantity: 1, unit_cost: 20, source: 'typical', from: 'power points' };
    answer = completion(JSON.stringify({ ...goodDraft, materials: [...goodDraft.materials, unmakeable] }));
    const draft = await drafter().draft('Install 3 power points in the kitchen, 45 km away', context);
    expect(draft).toEqual({
      ...goodDraft,
      labour: [{ ...goodDraft.labour[0], source: 'business_rate' }],
      other: [{ ...goodDraft.other[0], source: 'price_needed' }],
      dropped: 0,
    });
  });

  it('holds the answer to the notes: an invented line dropped, the stated count kept, a client-supplied tap at $0.00', async () => {
    const notes = 'Install 2 interconnected smoke alarms in the hallway and replace the kitchen tap (client supplied).';
    answer = completion(
      JSON.stringify({
        ...goodDraft,
        labour: [{ item: 'Electrician labour', hours: 2, rate: 110, from: 'Install 2 interconnected smoke alarms' }],
        materials: [
          { item: 'Interconnected smoke alarm', quantity: 1, unit_cost: 75, source: 'typical', from: 'interconnected smoke alarms' },
          { item: 'Kitchen mixer tap', quantity: 1, unit_cost: 180, source: 'typical', from: 'kitchen tap' },
          { item: 'Safety switch (RCD)', quantity: 2, unit_cost: 60, source: 'typical', from: 'upgrade the switchboard with safety switches' },
        ],
        other: [],
      }),
    );
    const draft = await drafter().draft(notes, context);
    expect(draft.dropped).toBe(1);
    expect(draft.materials).toEqual([
      { item: 'Interconnected smoke alarm', quantity: 2, unit_cost: 75, source: 'typical', from: 'interconnected smoke alarms' },
      { item: 'Kitchen mixer tap', quantity: 1, unit_cost: 0, source: 'client_supplied', from: 'kitchen tap' },
    ]);
    expect(draft.labour).toEqual([{ item: 'Electrician labour', hours: 2, rate: 110, source: 'business_rate', from: 'Install 2 interconnected smoke alarms' }]);
  });

  it('answers 502 when no line the model gave cites the notes', async () => {
    answer = completion(JSON.stringify({ ...goodDraft, labour: [{ item: 'Labour', hours: 1, rate: 110, from: 'rewire the shed' }], materials: [], other: [] }));
    const error = await failure(drafter().draft('Install 3 power points in the kitchen', context));
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/no line from the words of your notes/);
  });

  it('asks with structured output and a prompt carrying the rate, GST and the closest price book items', async () => {
    answer = completion(JSON.stringify(goodDraft));
    await drafter().draft('Install 3 double GPOs in the kitchen, call-out fee as usual', context);

    expect(requests).toHaveLength(1);
    const { path, auth, body } = requests[0]!;
    expect(path).toBe('/v1/chat/completions');
    expect(auth).toBe('Bearer sk-test');
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(Object.keys(body.response_format.json_schema.schema.properties)).toEqual(
      ['title', 'description', 'labour', 'materials', 'other', 'travel'],
    );
    const prompt = body.messages.map((m: { content: string }) => m.content).join('\n');
    expect(prompt).toContain('Trade: Electrician');
    expect(prompt).toContain('Hourly rate: $110.00 per hour');
    expect(prompt).toContain('GST: registered');
    expect(prompt).toContain('- Clipsal Iconic double GPO (materials): $32.50 per each');
    expect(prompt).toContain('- Call-out fee (other): $80.00');
    expect(prompt).not.toContain('Hot water system');
    expect(prompt).toContain('Install 3 double GPOs in the kitchen');
    const schema = body.response_format.json_schema.schema;
    expect(schema.properties.materials.items.required).toContain('source');
    expect(schema.properties.materials.items.properties.source.enum).toEqual(['price_book', 'typical']);
    for (const kind of ['labour', 'materials', 'other']) expect(schema.properties[kind].items.required).toContain('from');
    expect(body.messages[0].content).toContain('put those words in "from"');
  });

  it('sends at most 20 price book items, the ones sharing the most words with the notes', async () => {
    const priceBook = Array.from({ length: 200 }, (_, n) => ({ description: `Widget model ${n}`, type: 'materials' as const, unitPrice: '1.00', unit: null }));
    priceBook.push({ description: 'Smoke alarm (photoelectric)', type: 'materials', unitPrice: '89.00', unit: null });
    answer = completion(JSON.stringify(goodDraft));
    await drafter().draft('Install 3 power points, replace 3 x smoke alarms and a widget', { ...context, priceBook });
    const prompt: string = requests[0]!.body.messages[1].content;
    expect(prompt.match(/^- /gm)).toHaveLength(20);
    expect(prompt.split('\n').find((line) => line.startsWith('- '))).toBe('- Smoke alarm (photoelectric) (materials): $89.00');
  });

  it("re-prices the answer: the book's price for its items, typical for the rest, labour at the business's rate", async () => {
    answer = completion(
      JSON.stringify({
        ...goodDraft,
        labour: [{ item: 'Electrician', hours: 2, rate: 150, from: 'Three GPOs' }],
        materials: [
          { item: 'clipsal iconic double gpo', quantity: 3, unit_cost: 40, source: 'typical', from: 'Three GPOs' },
          { item: 'Hot water system (Rheem 250 L)', quantity: 1, unit_cost: 1200, source: 'price_book', from: 'hot water system' },
          { item: 'Pipe fittings', quantity: 4, unit_cost: 9, source: 'price_book', from: 'pipe fittings' },
        ],
        other: [{ item: 'Call-out fee', cost: 60, source: 'typical', from: 'call-out fee' }],
      }),
    );
    const draft = await drafter().draft('Three GPOs, a hot water system and pipe fittings, call-out fee as usual', context);
    expect(draft.labour).toEqual([{ item: 'Electrician', hours: 2, rate: 110, source: 'business_rate', from: 'Three GPOs' }]);
    expect(draft.materials).toEqual([
      { item: 'clipsal iconic double gpo', quantity: 3, unit_cost: 32.5, source: 'price_book', from: 'Three GPOs' },
      { item: 'Hot water system (Rheem 250 L)', quantity: 1, unit_cost: 1450, source: 'price_book', from: 'hot water system' },
      { item: 'Pipe fittings', quantity: 4, unit_cost: 9, source: 'typical', from: 'pipe fittings' },
    ]);
    expect(draft.other).toEqual([{ item: 'Call-out fee', cost: 80, source: 'price_book', from: 'call-out fee' }]);
  });

  it('answers 502 when the model answers out of schema', async () => {
    answer = completion(JSON.stringify({ ...goodDraft, labour: [{ item: 'Labour', hours: 'two', from: 'power points' }] }));
    const error = await failure(drafter().draft('Install 3 power points', context));
    expect(error.status).toBe(502);
    expect(error.code).toBe('bad_gateway');
    expect(error.message).toMatch(/could not read/);
  });

  it('answers 502 when the answer is not JSON at all, or has no priced lines', async () => {
    answer = completion('Sure! Here is your quote: three power points, about $300.');
    expect((await failure(drafter().draft('Install 3 power points', context))).status).toBe(502);
    answer = completion(JSON.stringify({ ...goodDraft, labour: [], materials: [], other: [] }));
    expect((await failure(drafter().draft('Install 3 power points', context))).status).toBe(502);
  });

  it('answers 502 when the model service fails', async () => {
    answer = (res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
    };
    const error = await failure(drafter().draft('Install 3 power points', context));
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/HTTP 500/);
    expect(requests).toHaveLength(1);
  });

  it('answers 502 within the timeout when the server never answers', async () => {
    answer = (res) => hanging.add(res);
    const started = Date.now();
    const error = await failure(drafter(400).draft('Install 3 power points', context));
    const elapsed = Date.now() - started;
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/did not answer/);
    expect(elapsed).toBeGreaterThanOrEqual(350);
    expect(elapsed).toBeLessThan(3_000);
    expect(requests).toHaveLength(1);
  });

  it('without an API key, drafts with the built-in drafter and calls no server', async () => {
    const draft = await createDrafter({ baseURL }).draft('Install 3 power points', context);
    // What the built-in drafter makes of the notes is its own tests' business: here, that it answered.
    expect(draft.materials.map((line) => line.quantity)).toContain(3);
    expect(requests).toHaveLength(0);
  });
});
