import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the fake received; `audio` is the file of a transcription call, as OpenAI would read it. */
export interface FakeOpenAiCall {
  path: string;
  authorization: string | undefined;
  model: string;
  audio?: { filename: string; type: string; bytes: Uint8Array };
}

/** The draft the chat completions answer unless told another; its line cites notes about "power points". */
export const FAKE_OPENAI_DRAFT = {
  title: 'Kitchen power points',
  description: 'Supply and install three double power points.',
  labour: [{ item: 'Electrician labour', hours: 2, rate: 110, from: 'power points' }],
  materials: [],
  other: [],
  travel: null,
};

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function chatCompletion(res: ServerResponse, draft: object) {
  answer(res, 200, {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'test',
    choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(draft), refusal: null }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

/**
 * `/v1/audio/transcriptions` as OpenAI takes it: a multipart form with `model` and the
 * recording as `file`; anything else is the 400 OpenAI would give.
 */
async function readTranscription(req: IncomingMessage, raw: Buffer): Promise<FakeOpenAiCall | string> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return 'Expected multipart/form-data';
  const form = await new Response(raw as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData().catch(() => null);
  const file = form?.get('file');
  const model = form?.get('model');
  if (!(file instanceof File) || file.size === 0) return 'Missing file';
  if (typeof model !== 'string' || !model) return 'Missing model';
  const audio = { filename: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) };
  return { path: req.url ?? '', authorization: req.headers.authorization, model, audio };
}

/**
 * An OpenAI-compatible server that records each call: chat completions answer `draft`
 * (FAKE_OPENAI_DRAFT unless given), audio transcriptions answer `transcript`.
 */
export async function startFakeOpenAi(options: { transcript?: string; draft?: object } = {}) {
  const calls: FakeOpenAiCall[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks);
      if (req.url === '/v1/audio/transcriptions') {
        const call = await readTranscription(req, raw);
        if (typeof call === 'string') return answer(res, 400, { error: { message: call, type: 'invalid_request_error' } });
        calls.push(call);
        return answer(res, 200, { text: options.transcript ?? 'Six downlights in the lounge.' });
      }
      calls.push({ path: req.url ?? '', authorization: req.headers.authorization, model: (JSON.parse(raw.toString('utf8')) as { model: string }).model });
      chatCompletion(res, options.draft ?? FAKE_OPENAI_DRAFT);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
