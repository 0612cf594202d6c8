/**
 * Voice notes to words through OpenAI's transcription API (or any compatible server via
 * baseURL), one clear 502 when it fails or is too slow, like the drafter.
 */
import { ErrorCode, TranscribeMessages } from '@cobber/contracts';
import { HttpError, type Logger } from '@cobber/kit';
import OpenAI, { APIConnectionTimeoutError, toFile } from 'openai';
import type { VoiceNote } from './audio.ts';

export const DEFAULT_TRANSCRIBE_MODEL = 'gpt-4o-mini-transcribe';
const TRANSCRIBE_TIMEOUT_MS = 30_000;

export interface TranscriberOptions {
  /** `OPENAI_API_KEY`; without it the server does not transcribe (the browser may). */
  apiKey?: string | undefined;
  baseURL?: string | undefined;
  /** `OPENAI_TRANSCRIBE_MODEL`, default gpt-4o-mini-transcribe. */
  transcribeModel?: string | undefined;
  logger?: Logger | undefined;
}

export interface Transcriber {
  /** Whether voice notes can be sent here (GET /api/drafting/capabilities). */
  readonly available: boolean;
  transcribe(note: VoiceNote): Promise<string>;
}

/** 404: this server has no transcription (the screens then use the browser's own, or hide the button). */
export const voiceNotesNotSetUp = () => new HttpError(404, ErrorCode.notFound, TranscribeMessages.notSetUp);

const unavailable: Transcriber = {
  available: false,
  transcribe: () => Promise.reject(voiceNotesNotSetUp()),
};

export function createTranscriber(options: TranscriberOptions): Transcriber {
  if (!options.apiKey) return unavailable;
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: TRANSCRIBE_TIMEOUT_MS, maxRetries: 0 });
  const model = options.transcribeModel ?? DEFAULT_TRANSCRIBE_MODEL;
  return {
    available: true,
    async transcribe(note) {
      try {
        const file = await toFile(note.bytes, `voice-note.${note.extension}`, { type: note.mimeType });
        const result = await client.audio.transcriptions.create({ file, model, language: 'en' });
        return result.text.trim();
      } catch (error) {
        options.logger?.warn({ err: error, model }, 'Voice note transcription failed');
        const why = error instanceof APIConnectionTimeoutError ? `did not answer within ${TRANSCRIBE_TIMEOUT_MS / 1000} seconds` : 'failed';
        throw new HttpError(502, ErrorCode.badGateway, `The transcription service ${why}. Try again, or type the notes.`);
      }
    },
  };
}
