import { describe, expect, it } from 'vitest';
import { labourWords, quoteWords, withScope, type WordsLine } from './quote-words.ts';

const lines: WordsLine[] = [
  { type: 'labor', description: 'Electrical labour: smoke alarms, downlights and switchboard upgrade', quantity: '9' },
  { type: 'materials', description: 'Smoke alarm (240 V photoelectric, interconnected)', quantity: 2 },
  { type: 'materials', description: 'LED downlight (10 W, dimmable)', quantity: '6' },
  { type: 'materials', description: 'Switchboard upgrade (enclosure, main switch, RCBOs)', quantity: 1 },
  { type: 'other', description: 'Electrical safety certificate', quantity: 1 },
];

const drafted = 'Scope of work:\n• Old line\n\nElectrical work to AS/NZS 3000.\n\nSite left clean and tidy.';

describe('the words the lines make', () => {
  it('names the main things in the title, each line in the scope, and the labour for them', () => {
    const words = quoteWords(lines);
    expect(words.title).toBe('Smoke alarms, LED downlights and switchboard upgrade');
    expect(words.scope).toBe(
      'Scope of work:\n• Supply and install smoke alarm × 2\n• Supply and install LED downlight × 6\n• Supply and install switchboard upgrade\n• Electrical safety certificate',
    );
    expect(labourWords(lines[0]!.description, words)).toBe('Electrical labour: smoke alarms, LED downlights and switchboard upgrade');
  });

  it('follows a line deleted: its words go from the title, the scope and the labour', () => {
    const words = quoteWords(lines.filter((line) => !/switchboard/i.test(line.description) || line.type === 'labor'));
    expect(words.title).toBe('Smoke alarms and LED downlights');
    expect(words.scope).not.toContain('switchboard');
    expect(labourWords(lines[0]!.description, words)).toBe('Electrical labour: smoke alarms and LED downlights');
    expect(withScope(drafted, words)).toBe(`${words.scope}\n\nElectrical work to AS/NZS 3000.\n\nSite left clean and tidy.`);
  });

  it('says "and more" past three things, counts one of a length once, and leaves other labour words alone', () => {
    const many = quoteWords([
      { type: 'materials', description: 'Power point', quantity: 3 },
      { type: 'materials', description: 'Light switch', quantity: 2 },
      { type: 'materials', description: 'TPS cable (per m)', quantity: 20 },
      { type: 'materials', description: 'Ceiling fan', quantity: 1 },
    ]);
    expect(many.title).toBe('Power points, light switches and more');
    expect(many.scope).toContain('• Supply and install TPS cable × 20');
    expect(labourWords('Two electricians, one day', many)).toBe('Two electricians, one day');
  });

  it('names no things in the words of several labour lines (each is a task of its own), and replaces every paragraph that told the lines', () => {
    const tasks = quoteWords([
      { type: 'labor', description: 'Electrical labour: upgrade the switchboard', quantity: 6 },
      { type: 'labor', description: 'Electrical labour: install 2 safety switches', quantity: 2 },
      { type: 'materials', description: 'Safety switch (RCD)', quantity: 2 },
    ]);
    expect(labourWords('Electrical labour: upgrade the switchboard', tasks)).toBe('Electrical labour: upgrade the switchboard');
    const described = 'Scope of work:\n• Upgrade the switchboard\n\nSupplied and installed: Switchboard × 1; Safety switch (RCD) × 2.\n\nSite left clean and tidy.';
    expect(withScope(described, tasks)).toBe(`${tasks.scope}\n\nSite left clean and tidy.`);
  });

  it('makes no words from no lines, and a description without a scope becomes the scope', () => {
    expect(quoteWords([])).toEqual({ title: '', scope: '', labourFor: '' });
    expect(withScope('Anything', quoteWords([]))).toBe('Anything');
    expect(withScope('A model’s prose about the job', quoteWords(lines))).toBe(quoteWords(lines).scope);
    expect(quoteWords([{ type: 'labor', description: 'Electrical labour (estimate)', quantity: 2 }]).title).toBe('');
  });
});
