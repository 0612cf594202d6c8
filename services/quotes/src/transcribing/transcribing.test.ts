import { TRANSCRIBE_MAX_BYTES, TranscribeMessages } from '@cobber/contracts';
import { createLogger, listen, PostgresBus } from '@cobber/kit';
import { createMailer } from '@cobber/documents';
import { apiClient, createTestDatabase, startFakeOpenAi, TEST_IDENTITY_SECRET, testOwner } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuotesService } from '../index.ts';

/** A real WAV recording: a RIFF header and half a second of a 440 Hz tone, 16-bit mono at 16 kHz. */
function toneWav(seconds = 0.5, rate = 16_000): Uint8Array {
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 12_000), 44 + i * 2);
  return new Uint8Array(wav);
}

/** A voice note as the browser posts it: a form with the recording under `audio` (a name and type the server must not trust). */
function voiceNote(bytes: Uint8Array, name = 'note.webm', type = 'audio/webm'): FormData {
  const form = new FormData();
  form.append('audio', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  return form;
}

async function startQuotes(drafting: Parameters<typeof createQuotesService>[0]['drafting']) {
  const databaseUrl = await createTestDatabase();
  const bus = new PostgresBus({ databaseUrl });
  const quotes = createQuotesService({
    databaseUrl,
    identitySecret: TEST_IDENTITY_SECRET,
    bus,
    logger: createLogger('test', 'silent'),
    mailer: createMailer({ mailboxDir: 'unused', from: 'Cobber <quotes@cobber.test>' }),
    publicUrl: 'http://cobber.test',
    businessUrl: 'http://127.0.0.1:9',
    drafting,
  });
  await quotes.start();
  const server = await listen(quotes.app, 0);
  return {
    url: server.url,
    async stop() {
      await server.close();
      await quotes.stop();
      await bus.stop();
    },
  };
}

describe('voice notes through OpenAI’s transcription API', () => {
  let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let quotes: Awaited<ReturnType<typeof startQuotes>>;
  let sam: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    openAi = await startFakeOpenAi({ transcript: 'Six downlights in the lounge and three on the deck.' });
    quotes = await startQuotes({ apiKey: 'sk-voice-test', baseURL: openAi.url, transcribeModel: 'gpt-voice-test' });
    sam = apiClient(quotes.url, testOwner());
  });
  afterAll(async () => {
    await quotes.stop();
    await openAi.stop();
  });

  it('says voice notes can be sent, and turns a recording into the words spoken', async () => {
    expect((await sam('GET', '/api/drafting/capabilities')).body).toEqual({ transcription: true });
    const recording = toneWav();
    const { status, body } = await sam('POST', '/api/transcribe', voiceNote(recording));
    expect(status).toBe(200);
    expect(body).toEqual({ text: 'Six downlights in the lounge and three on the deck.' });
    // OpenAI got the recording itself, named and typed by its bytes (a WAV, whatever the browser said).
    const call = openAi.calls.at(-1)!;
    expect(call).toMatchObject({ path: '/v1/audio/transcriptions', authorization: 'Bearer sk-voice-test', model: 'gpt-voice-test' });
    expect(call.audio).toMatchObject({ filename: 'voice-note.wav', type: 'audio/wav' });
    expect(Buffer.from(call.audio!.bytes).equals(Buffer.from(recording))).toBe(true);
  });

  it('refuses what is not a recording (400), one over 10 MB (413), and anyone signed out (401)', async () => {
    const calls = openAi.calls.length;
    const text = await sam('POST', '/api/transcribe', voiceNote(new TextEncoder().encode('six downlights'), 'note.wav', 'audio/wav'));
    expect(text.status).toBe(400);
    expect(text.body.error.fields.audio).toBe(TranscribeMessages.recordAudio);
    const none = await sam('POST', '/api/transcribe', new FormData());
    expect(none.status).toBe(400);
    const long = toneWav(1);
    const huge = new Uint8Array(TRANSCRIBE_MAX_BYTES + 1);
    huge.set(long);
    const tooLong = await sam('POST', '/api/transcribe', voiceNote(huge));
    expect(tooLong.status).toBe(413);
    expect(tooLong.body.error.message).toBe(TranscribeMessages.tooLong);
    const signedOut = apiClient(quotes.url, null);
    expect((await signedOut('POST', '/api/transcribe', voiceNote(toneWav()))).status).toBe(401);
    expect((await signedOut('GET', '/api/drafting/capabilities')).status).toBe(401);
    expect(openAi.calls.length).toBe(calls);
  });
});

describe('voice notes without OpenAI', () => {
  let quotes: Awaited<ReturnType<typeof startQuotes>>;
  beforeAll(async () => {
    quotes = await startQuotes({});
  });
  afterAll(() => quotes.stop());

  it('says the server does not transcribe, and a recording sent anyway is a 404 that says why', async () => {
    const sam = apiClient(quotes.url, testOwner());
    expect((await sam('GET', '/api/drafting/capabilities')).body).toEqual({ transcription: false });
    const sent = await sam('POST', '/api/transcribe', voiceNote(toneWav()));
    expect(sent.status).toBe(404);
    expect(sent.body.error.message).toBe(TranscribeMessages.notSetUp);
  });
});
