/**
 * How many SMS a text message goes as (3GPP TS 23.038 and 23.040). A message of only
 * GSM-7 characters goes as 7-bit text: 160 characters in one SMS, 153 a part when it
 * has to be split (the rest carries the header that joins them). One character outside
 * GSM-7 ("Đặng", "李明", an emoji) sends the whole message as UCS-2: 70 UTF-16 units
 * in one SMS, 67 a part. A character from GSM-7's extension table (€ [ ] { } ~ ^ \ |)
 * costs two, and no character is split across parts. Each part is paid for.
 */

const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** The SMS it goes as, at least one. */
  segments: number;
}

const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

function encodingOf(characters: string[]): SmsEncoding {
  return characters.every((c) => GSM7_BASIC.has(c) || GSM7_EXTENSION.has(c)) ? 'GSM-7' : 'UCS-2';
}

/** What a character takes: septets in GSM-7, UTF-16 units in UCS-2. */
function size(character: string, encoding: SmsEncoding): number {
  if (encoding === 'UCS-2') return character.length;
  return GSM7_EXTENSION.has(character) ? 2 : 1;
}

export function smsSegments(text: string): SmsSegments {
  const characters = Array.from(text);
  const encoding = encodingOf(characters);
  const { single, part } = LIMITS[encoding];
  const sizes = characters.map((c) => size(c, encoding));
  if (sizes.reduce((sum, n) => sum + n, 0) <= single) return { encoding, segments: 1 };
  let segments = 1;
  let used = 0;
  for (const n of sizes) {
    if (used + n > part) {
      segments++;
      used = 0;
    }
    used += n;
  }
  return { encoding, segments };
}
