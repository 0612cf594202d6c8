/**
 * Names of the local mailbox's files, made from a subject or an attachment's name. The
 * letters and digits of every script stay (a message "Hoá đơn từ Đặng Electrical 电工"
 * is found by that name), and anything a path could trip on (slashes, colons, quotes,
 * spaces, controls, a leading dot) becomes one "-". File systems count a name's length
 * in bytes (255 at most), so it is cut by its UTF-8 bytes, between characters, keeping
 * a short extension such as ".pdf".
 */

const UNSAFE = /[^\p{L}\p{M}\p{N}._-]+/gu;
const EXTENSION = /\.[\p{L}\p{N}]{1,8}$/u;

function utf8Bytes(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

function byteLength(text: string): number {
  let bytes = 0;
  for (const character of text) bytes += utf8Bytes(character.codePointAt(0)!);
  return bytes;
}

/** The longest start of `text` of at most `maxBytes` UTF-8 bytes, never half a character. */
function cutToBytes(text: string, maxBytes: number): string {
  let bytes = 0;
  let cut = '';
  for (const character of text) {
    bytes += utf8Bytes(character.codePointAt(0)!);
    if (bytes > maxBytes) break;
    cut += character;
  }
  return cut;
}

export function mailboxFileName(text: string, maxBytes: number): string {
  const name = text.normalize('NFC').replace(UNSAFE, '-').replace(/^[-.]+|[-.]+$/g, '');
  if (byteLength(name) <= maxBytes) return name || 'message';
  const extension = EXTENSION.exec(name)?.[0] ?? '';
  const stem = cutToBytes(name.slice(0, name.length - extension.length), maxBytes - byteLength(extension)).replace(/[-.]+$/, '');
  return stem ? `${stem}${extension}` : 'message';
}
