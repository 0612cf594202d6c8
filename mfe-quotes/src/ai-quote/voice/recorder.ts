import { api } from '@cobber/web';

/** A recording under way: `stop` ends it and resolves with what was recorded. */
export interface Recording {
  stop(): Promise<Blob>;
}

/** Records the microphone until `stop` (the phone asks the tradie's permission the first time). */
export async function record(): Promise<Recording> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const recorder = new MediaRecorder(stream);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise<Blob>((resolve) => {
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      resolve(new Blob(chunks, { type: recorder.mimeType }));
    };
  });
  recorder.start();
  return {
    stop() {
      if (recorder.state !== 'inactive') recorder.stop();
      return stopped;
    },
  };
}

/** The recording's words, transcribed on the server (POST /api/transcribe). */
export async function transcribe(audio: Blob): Promise<string> {
  const form = new FormData();
  form.append('audio', audio, 'voice-note');
  return (await api('POST /api/transcribe', { body: form })).text;
}
