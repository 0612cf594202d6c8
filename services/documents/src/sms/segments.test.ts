import { describe, expect, it } from 'vitest';
import { smsSegments } from './segments.ts';

describe('smsSegments', () => {
  it('sends plain English as GSM-7: 160 characters in one SMS, then 153 a part', () => {
    expect(smsSegments('Thanks! Your receipt REC-0001 from Sparky Bros: https://cobber.example/r/1')).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', segments: 2 });
    expect(smsSegments('a'.repeat(306))).toEqual({ encoding: 'GSM-7', segments: 2 });
    expect(smsSegments('a'.repeat(307))).toEqual({ encoding: 'GSM-7', segments: 3 });
  });

  it('keeps GSM-7 for its own accents and Greek capitals (é, ñ, Ä, Δ), which cost one each', () => {
    expect(smsSegments(`Café Ñuñez Müller Äpfel ΔΩ ${'x'.repeat(133)}`)).toEqual({ encoding: 'GSM-7', segments: 1 });
  });

  it('counts an extension character (€, [, ], {, }, ~, ^, \\, |) as two and never splits it across parts', () => {
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(smsSegments('€'.repeat(81))).toEqual({ encoding: 'GSM-7', segments: 2 });
    // 152 septets, then a € that does not fit in the part's last septet.
    expect(smsSegments(`${'a'.repeat(152)}€${'a'.repeat(151)}`)).toEqual({ encoding: 'GSM-7', segments: 2 });
    expect(smsSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toEqual({ encoding: 'GSM-7', segments: 3 });
  });

  it('sends the whole message as UCS-2 for one character outside GSM-7: 70 in one SMS, then 67 a part', () => {
    const vietnamese = `Cảm ơn! Biên lai từ Đặng Electrical`;
    expect(smsSegments(vietnamese)).toEqual({ encoding: 'UCS-2', segments: 1 });
    expect(smsSegments(`李${'a'.repeat(69)}`)).toEqual({ encoding: 'UCS-2', segments: 1 });
    expect(smsSegments(`李${'a'.repeat(70)}`)).toEqual({ encoding: 'UCS-2', segments: 2 });
    expect(smsSegments(`李${'a'.repeat(133)}`)).toEqual({ encoding: 'UCS-2', segments: 2 });
    expect(smsSegments(`李${'a'.repeat(134)}`)).toEqual({ encoding: 'UCS-2', segments: 3 });
    // 140 plain characters are one SMS; one Đ makes them three.
    expect(smsSegments('a'.repeat(140)).segments).toBe(1);
    expect(smsSegments(`Đ${'a'.repeat(139)}`).segments).toBe(3);
  });

  it('counts an emoji as two UTF-16 units, never split across parts', () => {
    expect(smsSegments('👍'.repeat(35))).toEqual({ encoding: 'UCS-2', segments: 1 });
    expect(smsSegments(`${'👍'.repeat(35)}a`)).toEqual({ encoding: 'UCS-2', segments: 2 });
    // 66 units, then an emoji that would straddle the part's end.
    expect(smsSegments(`${'a'.repeat(66)}👍${'a'.repeat(65)}`)).toEqual({ encoding: 'UCS-2', segments: 2 });
    expect(smsSegments(`${'a'.repeat(66)}👍${'a'.repeat(66)}`)).toEqual({ encoding: 'UCS-2', segments: 3 });
  });
});
