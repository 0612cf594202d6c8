import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test } from '@playwright/test';
// The fake OpenAI the service tests use, by its file: it needs nothing but node:http.
import { startFakeOpenAi } from '../../services/kit/src/testing/fake-openai.ts';
import { e2ePorts } from './ports.ts';

// Voice notes through the server: an app of its own with OpenAI set up, pointed
// at a fake OpenAI run here; Chromium records its fake microphone (a tone) with
// MediaRecorder, and the recording goes through the gateway to /api/transcribe.

const port = e2ePorts.app + 3;
const suffix = e2ePorts.dataDir.replace('.cache/e2e-data', '');

test.use({
  baseURL: `http://localhost:${port}`,
  permissions: ['microphone'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>;
let app: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  openAi = await startFakeOpenAi({ transcript: 'Three more on the deck.' });
  app = spawn(process.execPath, ['launcher/src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: `.cache/e2e-voice-data${suffix}`,
      COBBER_FRESH: '1',
      EMBEDDED_POSTGRES_PORT: String(e2ePorts.postgres + 1),
      LOGIN_LIMIT_PER_IP: '2000',
      OPENAI_API_KEY: 'sk-voice-e2e',
      OPENAI_BASE_URL: openAi.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the voice app did not start:\n${output.slice(-20).join('\n')}`)), 110_000);
    for (const stream of [app.stdout!, app.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        output.push(line);
        if (/Cobber is running at/.test(line)) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
    app.once('exit', (code) => reject(new Error(`the voice app exited (${code}):\n${output.slice(-20).join('\n')}`)));
  });
});

test.afterAll(async () => {
  if (app && app.exitCode === null) {
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    await exited;
  }
  await openAi?.stop();
});

test('Hold to talk records the microphone and the server’s transcription lands in the job notes', async ({ page, baseURL }) => {
  const headers = { Origin: baseURL! };
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/login', { headers, data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } })).status()).toBe(200);
  expect((await page.request.post('/api/business', { headers, data: { name: 'Sparky Dave Electrical', applyGST: true } })).status()).toBe(201);

  await page.goto('/quote/ai');
  const notes = page.getByLabel('Job description');
  await notes.fill('Six downlights in the lounge.');
  const talk = page.getByRole('button', { name: 'Hold to talk' });
  await talk.hover();
  await page.mouse.down();
  await expect(talk).toHaveAttribute('aria-pressed', 'true');
  // Long enough for the recorder to have a second of the tone.
  await page.waitForTimeout(1_000);
  await page.mouse.up();
  await expect(notes).toHaveValue('Six downlights in the lounge. Three more on the deck.');

  // What reached OpenAI: Chromium's recording, a WebM by its bytes, sent on by the quotes service.
  const call = openAi.calls.find((c) => c.path === '/v1/audio/transcriptions');
  expect(call).toMatchObject({ authorization: 'Bearer sk-voice-e2e', model: 'gpt-4o-mini-transcribe', audio: { filename: 'voice-note.webm', type: 'audio/webm' } });
  expect([...call!.audio!.bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  expect(call!.audio!.bytes.length).toBeGreaterThan(1_000);
});
