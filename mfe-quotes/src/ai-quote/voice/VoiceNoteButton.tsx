import type { KeyboardEvent, PointerEvent } from 'react';
import { Mic } from 'lucide-react';
import { Button } from '@cobber/ui';
import { useVoiceNote } from './useVoiceNote.ts';

const STATUS = { idle: '', listening: 'Listening… let go when you are done', transcribing: 'Turning your voice note into words…' };

/**
 * "Hold to talk" on the job description: press and hold (finger, mouse, or Space/Enter),
 * let go, and the words are added to the notes. Hidden where the phone cannot listen.
 */
export function VoiceNoteButton({ onWords }: { onWords: (words: string) => void }) {
  const voice = useVoiceNote(onWords);
  if (!voice.way) return null;
  const listening = voice.state === 'listening';

  function press(event: PointerEvent<HTMLButtonElement>) {
    if (event.button !== 0) return;
    // Keep hearing the finger lift even if it slides off the button.
    event.currentTarget.setPointerCapture(event.pointerId);
    voice.begin();
  }
  function keyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if ((event.key !== ' ' && event.key !== 'Enter') || event.repeat) return;
    event.preventDefault();
    voice.begin();
  }
  function keyUp(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    void voice.end();
  }

  return (
    <div className="flex flex-col gap-1">
      <Button
        variant={listening ? 'secondary' : 'outline'}
        className="touch-none select-none"
        aria-pressed={listening}
        disabled={voice.state === 'transcribing'}
        onPointerDown={press}
        onPointerUp={() => void voice.end()}
        onPointerCancel={() => void voice.end()}
        onKeyDown={keyDown}
        onKeyUp={keyUp}
        onContextMenu={(event) => event.preventDefault()}
      >
        <Mic aria-hidden />
        Hold to talk
      </Button>
      <p role="status" className="min-h-5 text-sm text-stone-700">
        {STATUS[voice.state]}
      </p>
    </div>
  );
}
