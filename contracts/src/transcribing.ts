import { z } from 'zod';

/** Voice notes: the largest recording `POST /api/transcribe` takes. */
export const TRANSCRIBE_MAX_BYTES = 10 * 1024 * 1024;

/** `GET /api/drafting/capabilities`: what the drafting screens can offer on this server. */
export const DraftingCapabilities = z.object({
  /** Voice notes through OpenAI's transcription API (set up with OPENAI_API_KEY). */
  transcription: z.boolean(),
});
export type DraftingCapabilities = z.infer<typeof DraftingCapabilities>;

/** `POST /api/transcribe`: the words of the recorded voice note. */
export const Transcription = z.object({ text: z.string() });
export type Transcription = z.infer<typeof Transcription>;

export const TranscribeMessages = {
  notSetUp: 'Voice notes need OpenAI: set OPENAI_API_KEY to transcribe on the server',
  recordAudio: 'Record a voice note (WebM, Ogg, MP4, M4A, WAV or MP3)',
  tooLong: 'That recording is too long: keep a voice note under 10 MB',
} as const;
