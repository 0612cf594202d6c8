import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@cobber/web';
import { toast } from '@cobber/ui/toasts';
import { record, transcribe } from './recorder.ts';
import { browserRecognition, canRecord, listen } from './speech-recognition.ts';

/** Where the words come from: the server's transcription, the browser's own recognition, or nowhere. */
export type VoiceWay = 'server' | 'browser' | null;
export type VoiceState = 'idle' | 'listening' | 'transcribing';

/** A voice note under way: `stop` ends it and resolves with its words. */
interface Listening {
  stop(): Promise<string>;
}

async function startServerNote(): Promise<Listening> {
  const recording = await record();
  return {
    async stop() {
      const audio = await recording.stop();
      return audio.size > 0 ? transcribe(audio) : '';
    },
  };
}

async function startBrowserNote(): Promise<Listening> {
  const listening = listen(browserRecognition()!);
  // An error while still listening surfaces at stop, not as an unhandled rejection.
  listening.words.catch(() => undefined);
  return {
    stop() {
      listening.stop();
      return listening.words;
    },
  };
}

function voiceNoteFailed(error: unknown) {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  toast({ title: 'Voice note failed', description: reason ?? 'Check the microphone is allowed and try again, or type the notes.', variant: 'destructive' });
}

/**
 * Hold to talk: the server transcribes when OpenAI is set up there, else the
 * browser's own speech recognition; `way` is null where neither can.
 */
export function useVoiceNote(onWords: (words: string) => void) {
  const capabilities = useQuery({
    queryKey: ['drafting', 'capabilities'],
    queryFn: ({ signal }) => api('GET /api/drafting/capabilities', { signal }),
    staleTime: Infinity,
  });
  const [state, setState] = useState<VoiceState>('idle');
  const session = useRef<Promise<Listening> | null>(null);
  // The words land in the notes as they are when transcribing ends, not as they were when the hold began.
  const addWords = useRef(onWords);
  addWords.current = onWords;
  const way: VoiceWay | undefined = capabilities.isPending
    ? undefined
    : capabilities.data?.transcription && canRecord()
      ? 'server'
      : browserRecognition()
        ? 'browser'
        : null;

  function begin() {
    if (!way || session.current) return;
    setState('listening');
    session.current = way === 'server' ? startServerNote() : startBrowserNote();
    // A refused microphone is reported when the hold ends.
    session.current.catch(() => undefined);
  }

  async function end() {
    const pending = session.current;
    if (!pending) return;
    try {
      const listening = await pending;
      setState('transcribing');
      const words = (await listening.stop()).trim();
      if (words) addWords.current(words);
      else toast({ title: 'Nothing heard', description: 'Hold the button while you talk, then let go.' });
    } catch (error) {
      voiceNoteFailed(error);
    } finally {
      session.current = null;
      setState('idle');
    }
  }

  return { way, state, begin, end };
}
