import type { DraftingCapabilities, Transcription } from '@cobber/contracts';
import type { Handlers } from '@cobber/kit';
import { readVoiceNote } from './audio.ts';
import { type Transcriber, voiceNotesNotSetUp } from './transcriber.ts';

/** Voice notes' handlers: what the server offers, and a recording in, its words out. */
export function transcribingHandlers(transcriber: Transcriber): Handlers<'quotes', 'draftingCapabilities' | 'transcribe'> {
  return {
    draftingCapabilities(ctx) {
      const body: DraftingCapabilities = { transcription: transcriber.available };
      ctx.body = body;
    },
    async transcribe(ctx) {
      // Not set up: say so before reading a recording nobody will transcribe.
      if (!transcriber.available) throw voiceNotesNotSetUp();
      const body: Transcription = { text: await transcriber.transcribe(await readVoiceNote(ctx)) };
      ctx.body = body;
    },
  };
}
