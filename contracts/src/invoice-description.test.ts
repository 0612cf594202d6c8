import { describe, expect, it } from 'vitest';
import { invoiceDescriptionFromQuote } from './invoice-description.ts';

describe("an invoice's description from its quote's", () => {
  it("keeps the scope of work and drops the drafted quote's sales wording", () => {
    const drafted = [
      'Scope of work:\n• Install 6 LED downlights\n• Replace 2 double power points',
      'All electrical work to AS/NZS 3000, with a Certificate of Compliance.',
      'Includes travel to site (20 km).',
      'Prices exclude GST, which is added at 10%.',
      'Site left clean and tidy. Quote valid for 30 days. Sparky Bros Electrical thanks you for the opportunity.',
    ].join('\n\n');
    expect(invoiceDescriptionFromQuote(drafted)).toBe(
      [
        'Scope of work:\n• Install 6 LED downlights\n• Replace 2 double power points',
        'All electrical work to AS/NZS 3000, with a Certificate of Compliance.',
        'Includes travel to site (20 km).',
        'Site left clean and tidy.',
      ].join('\n\n'),
    );
  });

  it("drops an estimate's caveat that materials are still to be quoted", () => {
    const vague = 'Scope of work:\n• Attend site and fix the leak\n\nAn estimate from the notes provided; materials will be quoted once the job is confirmed on site.';
    expect(invoiceDescriptionFromQuote(vague)).toBe('Scope of work:\n• Attend site and fix the leak');
  });

  it('keeps what the owner wrote by hand as written', () => {
    const typed = 'Replace the 250 L hot water system.\r\nOld unit taken away.';
    expect(invoiceDescriptionFromQuote(typed)).toBe('Replace the 250 L hot water system.\nOld unit taken away.');
    expect(invoiceDescriptionFromQuote('Quoted work: new switchboard, valid RCDs fitted.')).toBe('Quoted work: new switchboard, valid RCDs fitted.');
  });

  it('is none when the quote had none, or only sales wording', () => {
    expect(invoiceDescriptionFromQuote(null)).toBeNull();
    expect(invoiceDescriptionFromQuote('')).toBeNull();
    expect(invoiceDescriptionFromQuote('This quote is valid for 30 days. Thank you for the opportunity!')).toBeNull();
  });
});
