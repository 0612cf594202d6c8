import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTypefaces } from './fonts/load.ts';
import { nodeFontFiles } from './fonts/node-files.ts';
import type { Typeface } from './fonts/typeface.ts';
import { buildQuotePdf, type QuotePdfInput } from './index.ts';
import { wrapText } from './layout.ts';

const fonts = nodeFontFiles();
const MIXED = 'Đặng Electrical 电工 李明 陳大文 山田太郎 (ヤマダ) 김민준 Παπαδόπουλος Иванов';
let regular: Typeface;
let bold: Typeface;

beforeAll(async () => {
  const text = `abcdefghijklmnopqrstuvwxyzWMil1x.,- ${MIXED}`;
  ({ regular, bold } = await loadTypefaces(await PDFDocument.create(), fonts, { all: text, bold: text }));
});

/** How wrapping cut long words before it was made linear: the reference for "same output". */
function wrapOneCharacterAtATime(text: string, font: Typeface, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

const word = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzWMil.,-'), minLength: 1, maxLength: 12 }),
  fc.string({ unit: fc.constantFrom(...'WMmwil1x'), minLength: 20, maxLength: 160 }),
  // Scripts mixed inside one word: each character measured with the font that draws it.
  fc.string({ unit: fc.constantFrom(...Array.from(MIXED.replace(/ /g, ''))), minLength: 1, maxLength: 80 }),
);
const text = fc.array(fc.array(word, { maxLength: 30 }).map((words) => words.join(' ')), { minLength: 1, maxLength: 4 }).map((paragraphs) => paragraphs.join('\n'));
const width = fc.integer({ min: 20, max: 520 });
const size = fc.constantFrom(8, 9.5, 10, 16);

describe('wrapText', () => {
  it('never makes a line wider than the width, unless it is a single character', () => {
    fc.assert(
      fc.property(text, width, size, fc.boolean(), (t, w, s, isBold) => {
        const font = isBold ? bold : regular;
        for (const line of wrapText(t, font, s, w)) {
          if (Array.from(line).length > 1) expect(font.widthOfTextAtSize(line, s)).toBeLessThanOrEqual(w);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every character, in order', () => {
    fc.assert(
      fc.property(text, width, size, (t, w, s) => {
        expect(wrapText(t, regular, s, w).join('').replace(/\s/g, '')).toBe(t.replace(/\s/g, ''));
      }),
      { numRuns: 200 },
    );
  });

  it('cuts lines exactly where the one-character-at-a-time wrapping did', () => {
    fc.assert(
      fc.property(text, width, size, (t, w, s) => {
        expect(wrapText(t, regular, s, w)).toEqual(wrapOneCharacterAtATime(t, regular, s, w));
      }),
      { numRuns: 300 },
    );
  });

  it('starts a new line at each line break of a multi-line field (no "?")', () => {
    expect(wrapText('Payment within 7 days.\r\nBank transfer preferred.', regular, 10, 500)).toEqual(['Payment within 7 days.', 'Bank transfer preferred.']);
  });

  it('cuts a 20,000-character word in linear time, in one script or mixing several', () => {
    for (const unbroken of ['W'.repeat(20_000), Array.from({ length: 20_000 }, (_, i) => Array.from(MIXED.replace(/ /g, ''))[i % 40]).join('')]) {
      const started = performance.now();
      const lines = wrapText(unbroken, regular, 10, 300);
      expect(Array.from(lines.join(''))).toHaveLength(20_000);
      expect(performance.now() - started).toBeLessThan(500);
    }
  });
});

describe('a quote of long unbroken words', () => {
  it('lays out 20 lines of 1,900 unbroken characters in well under a second', async () => {
    const unbroken = 'x'.repeat(1_900);
    const input: QuotePdfInput = {
      quote: {
        quoteNumber: 'Q-0001',
        title: unbroken,
        description: unbroken,
        clientName: 'Jordan Smith',
        clientEmail: 'jordan@example.com',
        includeTravel: false,
        travelDistance: '0.00',
        costPerKm: '0.00',
        travelCost: '0.00',
        subtotal: '20.00',
        taxAmount: '0.00',
        totalAmount: '20.00',
        aiSummary: unbroken,
        createdAt: '2025-03-12T01:00:00.000Z',
      },
      items: Array.from({ length: 20 }, () => ({
        description: unbroken,
        detailedDescription: unbroken,
        type: 'labor' as const,
        quantity: '1.00',
        unitPrice: '1.00',
        totalPrice: '1.00',
      })),
      business: { name: unbroken, abn: null, email: null, phone: null, website: null, address: unbroken, paymentTerms: unbroken, quoteFooterNotes: unbroken, brandColors: null, timeZone: 'Australia/Sydney' } as QuotePdfInput['business'],
      publicUrl: `https://cobber.example/quote/${unbroken}`,
    };
    await buildQuotePdf(input, fonts); // warm up pdf-lib and read the font files, so the time below is the layout's
    const started = performance.now();
    const pdf = await buildQuotePdf(input, fonts);
    const ms = performance.now() - started;
    expect(pdf.length).toBeGreaterThan(1000);
    expect(ms).toBeLessThan(1_000);
  });
});
