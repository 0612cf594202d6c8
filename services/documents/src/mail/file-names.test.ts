import { describe, expect, it } from 'vitest';
import { mailboxFileName } from './file-names.ts';

const utf8 = (text: string) => new TextEncoder().encode(text).length;

describe('mailboxFileName', () => {
  it('keeps the letters and digits of every script', () => {
    expect(mailboxFileName('Hoá đơn INV-0001 từ Đặng Electrical 电工', 200)).toBe('Hoá-đơn-INV-0001-từ-Đặng-Electrical-电工');
    expect(mailboxFileName('Receipt for 陳大文, 山田太郎 (ヤマダ), 김민준, Παπαδόπουλος, Иванов', 200)).toBe('Receipt-for-陳大文-山田太郎-ヤマダ-김민준-Παπαδόπουλος-Иванов');
    expect(mailboxFileName('Receipt-REC-0001.pdf', 200)).toBe('Receipt-REC-0001.pdf');
  });

  it('turns path characters, quotes, controls, emoji and leading dots into "-", never a way out of the folder', () => {
    expect(mailboxFileName('../../etc/passwd', 200)).toBe('etc-passwd');
    expect(mailboxFileName('a/b\\c:d*e?f"g<h>i|j\u0000k\nl 👍 m', 200)).toBe('a-b-c-d-e-f-g-h-i-j-k-l-m');
    expect(mailboxFileName('..', 200)).toBe('message');
    expect(mailboxFileName('👍', 200)).toBe('message');
  });

  it('composes a name typed decomposed (NFD), as one file name whichever way it came', () => {
    expect(mailboxFileName('Nguyễn'.normalize('NFD'), 200)).toBe('Nguyễn'.normalize('NFC'));
  });

  it('cuts a long name to its byte budget between characters, keeping the extension', () => {
    const long = mailboxFileName(`${'电工'.repeat(200)}.pdf`, 200);
    expect(utf8(long)).toBeLessThanOrEqual(200);
    expect(long.endsWith('电工.pdf') || long.endsWith('电.pdf')).toBe(true);
    expect(long).not.toContain('\uFFFD');
    expect(utf8(mailboxFileName('Đ'.repeat(300), 120))).toBeLessThanOrEqual(120);
  });
});
