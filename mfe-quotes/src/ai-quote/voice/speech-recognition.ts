/**
 * The browser's own speech recognition (Web Speech API), where there is one: Chrome and
 * Safari name it `webkitSpeechRecognition`. TypeScript's DOM types do not carry it yet.
 */
interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}

export interface BrowserRecognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

type RecognitionConstructor = new () => BrowserRecognition;

export function browserRecognition(): RecognitionConstructor | null {
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Whether this browser can record a voice note to send to the server. */
export function canRecord(): boolean {
  return typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

/** Listens until `stop`; resolves with every final phrase heard, in order. */
export function listen(Recognition: RecognitionConstructor): { stop(): void; words: Promise<string> } {
  const recognition = new Recognition();
  recognition.lang = 'en-AU';
  recognition.continuous = true;
  recognition.interimResults = false;
  const phrases: string[] = [];
  const words = new Promise<string>((resolve, reject) => {
    recognition.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]!;
        if (result.isFinal) phrases.push(result[0].transcript.trim());
      }
    };
    // "no-speech" and "aborted" end a hold with nothing said: not a failure.
    recognition.onerror = (event) => {
      if (event.error !== 'no-speech' && event.error !== 'aborted') reject(new Error(`Speech recognition failed: ${event.error}`));
    };
    recognition.onend = () => resolve(phrases.join(' '));
  });
  recognition.start();
  return { stop: () => recognition.stop(), words };
}
