import { TRANSCRIBE_MAX_BYTES, TranscribeMessages } from '@cobber/contracts';
import { badRequest, payloadTooLarge, readRaw, unsupportedMediaType } from '@cobber/kit';
import type { Context } from 'koa';

/** A voice note as the phone recorded it: its bytes and the format they are in. */
export interface VoiceNote {
  bytes: Uint8Array;
  extension: 'webm' | 'ogg' | 'mp4' | 'm4a' | 'wav' | 'mp3';
  mimeType: string;
}

/** Room for the multipart form's boundaries and headers around the recording itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const startsWith = (bytes: Uint8Array, text: string, at = 0) =>
  bytes.length >= at + text.length && [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

/**
 * The recording's format from its first bytes, never from the name or type the browser
 * gave it (OWASP File Upload: allow-list by content signature); null when it is not audio
 * OpenAI's transcription takes.
 */
export function audioFormatOf(bytes: Uint8Array): Omit<VoiceNote, 'bytes'> | null {
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WAVE', 8)) return { extension: 'wav', mimeType: 'audio/wav' };
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return { extension: 'webm', mimeType: 'audio/webm' };
  if (startsWith(bytes, 'OggS')) return { extension: 'ogg', mimeType: 'audio/ogg' };
  if (startsWith(bytes, 'ftyp', 4)) {
    return startsWith(bytes, 'M4A', 8) ? { extension: 'm4a', mimeType: 'audio/mp4' } : { extension: 'mp4', mimeType: 'audio/mp4' };
  }
  if (startsWith(bytes, 'ID3') || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return { extension: 'mp3', mimeType: 'audio/mpeg' };
  return null;
}

const tooLong = () => payloadTooLarge(TranscribeMessages.tooLong, { audio: TranscribeMessages.tooLong });
const notAudio = () => badRequest(TranscribeMessages.recordAudio, { audio: TranscribeMessages.recordAudio });

/** The multipart form's `audio` file, at most TRANSCRIBE_MAX_BYTES (413 before reading more). */
export async function readVoiceNote(ctx: Context): Promise<VoiceNote> {
  if (!ctx.is('multipart/form-data')) throw unsupportedMediaType('Send the voice note as multipart/form-data (field "audio")');
  const limit = TRANSCRIBE_MAX_BYTES + FORM_OVERHEAD_BYTES;
  if (Number(ctx.get('content-length') || 0) > limit) throw tooLong();
  const raw = await readRaw(ctx, limit).catch((error: unknown) => {
    throw (error as { status?: number }).status === 413 ? tooLong() : error;
  });
  let form: FormData;
  try {
    form = await new Response(raw as Uint8Array<ArrayBuffer>, { headers: { 'content-type': ctx.get('content-type') } }).formData();
  } catch {
    throw badRequest('The upload is not a valid multipart form', { audio: TranscribeMessages.recordAudio });
  }
  const file = form.get('audio');
  if (!(file instanceof Blob) || file.size === 0) throw notAudio();
  if (file.size > TRANSCRIBE_MAX_BYTES) throw tooLong();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = audioFormatOf(bytes);
  if (!format) throw notAudio();
  return { bytes, ...format };
}
