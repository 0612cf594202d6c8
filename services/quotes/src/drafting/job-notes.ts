/**
 * Reading a tradie's job notes: numbers written as words become digits, measures become
 * "12 m" or "20 m2" (dimensions "5m x 4m" multiplied out), and the distance to the job
 * and any hours stated are taken out so they are not read as quantities.
 */

export interface JobNotes {
  /** One entry per sentence: lower case, normalised as above. */
  sentences: string[];
  /** "45 km away" → 45. */
  travelKm: number | null;
  /** "about 6 hours", "2 days" (8 h each), "half a day". */
  statedHours: number | null;
}

export type Measure = { value: number; unit: 'count' | 'm' | 'm2' };

const NUMBER_WORDS: [RegExp, string][] = [
  [/\bhalf a dozen\b/g, '6'],
  [/\b(?:a )?dozen\b/g, '12'],
  [/\ba couple(?: of)?\b/g, '2'],
  [/\ba few\b/g, '3'],
  [/\b(?:a )?pair of\b/g, '2'],
  [/\bboth\b/g, '2'],
  ...['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].map(
    (word, i): [RegExp, string] => [new RegExp(`\\b${word}\\b`, 'g'), String(i + 1)],
  ),
  [/\bfifteen\b/g, '15'],
  [/\btwenty\b/g, '20'],
  [/\bthirty\b/g, '30'],
  [/\bforty\b/g, '40'],
  [/\bfifty\b/g, '50'],
];

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const DISTANCE = new RegExp(String.raw`${NUMBER}\s*(?:kms?|kilomet(?:re|er)s?)\b`, 'g');
const HOURS = new RegExp(String.raw`${NUMBER}\s*(?:hours?|hrs?|h)\b`, 'g');
const DAYS = new RegExp(String.raw`${NUMBER}\s*(?:days?)\b`, 'g');
const DIMENSIONS = new RegExp(String.raw`${NUMBER}\s*(?:m|metres?|meters?)?\s*x\s*${NUMBER}\s*(?:m|metres?|meters?)?\b`, 'g');
const AREA = new RegExp(String.raw`${NUMBER}\s*(?:m2|m²|m\^2|sqm|sq\.?\s*m(?:etres?)?|square met(?:re|er)s?)(?![a-z0-9])`, 'g');
const LENGTH = new RegExp(String.raw`${NUMBER}\s*(?:metres?|meters?|lineal met(?:re|er)s?|linear met(?:re|er)s?|lm|m)\b`, 'g');

export const round2 = (value: number) => Math.round(value * 100) / 100;

export function readJobNotes(description: string): JobNotes {
  let text = description.toLowerCase().replace(/×/g, ' x ').replace(/[‘’]/g, "'");
  text = text.replace(/\$\s*\d[\d,]*(?:\.\d+)?/g, ' ');
  for (const [word, digits] of NUMBER_WORDS) text = text.replace(word, digits);
  text = text.replace(/(\d),(\d{3})\b/g, '$1$2');

  let travelKm: number | null = null;
  text = text.replace(DISTANCE, (_, km: string) => {
    travelKm ??= Number(km);
    return ' ';
  });
  let statedHours: number | null = null;
  const addHours = (hours: number) => {
    statedHours = (statedHours ?? 0) + hours;
    return ' ';
  };
  text = text
    .replace(/\bhalf a day\b/g, () => addHours(4))
    .replace(/\b(?:a|full|1) (?:full )?day'?s? work\b/g, () => addHours(8))
    .replace(HOURS, (_, h: string) => addHours(Number(h)))
    .replace(DAYS, (_, d: string) => addHours(Number(d) * 8));

  text = text
    .replace(DIMENSIONS, (_, a: string, b: string) => `${round2(Number(a) * Number(b))} m2`)
    .replace(AREA, '$1 m2')
    .replace(LENGTH, '$1 m');

  const sentences = text
    .split(/(?:\.(?!\d)|[;!?\n])+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return { sentences, travelKm, statedHours };
}

/** A number a few words before an item: "replace 2 old kitchen taps", "10 m of cable". */
export function measureBefore(span: string): Measure | null {
  const match = /(\d+(?:\.\d+)?)(?: (m2|m)\b)?(?: of)?(?: [a-z'-]+){0,3} ?$/.exec(span);
  return match ? measure(match[1]!, match[2]) : null;
}

/** A count or measure just after an item: "power points x 3", "(4)", "fence along the side boundary, about 18 m". */
export function measureAfter(span: string): Measure | null {
  const count = /^\s*(?:x|:|\()\s*(\d+)\b/.exec(span);
  if (count) return measure(count[1]!, undefined);
  const sized = /^[\s,:(-]*(?:[a-z'-]+[\s,]+){0,6}(\d+(?:\.\d+)?) (m2|m)\b/.exec(span);
  return sized ? measure(sized[1]!, sized[2]) : null;
}

// "…, 2 in the hall and another 3 in the bedroom": more of the same thing, counted where it goes.
const MORE_OF_IT = /(?:,|\band\b|\bplus\b)\s*(?:another\s+|a further\s+)?(\d+)(?:\s+more)?\s+(?:in|on|for|at|to|upstairs|downstairs|outside|inside)\b/g;

/** The further counts after an item, each with the place it goes: "6 downlights in the lounge and 3 on the deck" adds 3. */
export function moreCounts(span: string): number {
  return [...span.matchAll(MORE_OF_IT)].reduce((sum, match) => sum + Number(match[1]), 0);
}

// "3 more on the deck", "another 2 in the hall", "plus 4 for the garage": a sentence of its own.
const MORE_SENTENCE = /^(?:and |plus |also |then )?(?:another |a further )?(\d+)(?: more)? (?:in|on|for|at|to|upstairs|downstairs|outside|inside)\b|^(?:and |plus |also )?(\d+) more\b/;

/** How many more of the last thing counted a sentence naming nothing adds; null when it does not say. */
export function countedMore(sentence: string): number | null {
  const match = MORE_SENTENCE.exec(sentence);
  return match ? Number(match[1] ?? match[2]) : null;
}

// "…on the deck", "…in the kitchen": a place the work is done, not a thing to supply.
// "…in a switchboard upgrade" is still a thing to do: only "the", "their" and the like name a place.
const PLACE_BEFORE = /\b(?:in|on|at|under|over|around|near|above|beside|along|outside|inside) (?:the|their|your|our|his|her)(?: [a-z'-]+)? $/;

/** Whether the words just before an item make it the place of the work. */
export function namesPlace(before: string): boolean {
  return PLACE_BEFORE.test(before);
}

function measure(value: string, unit: string | undefined): Measure {
  return { value: Number(value), unit: unit === 'm2' ? 'm2' : unit === 'm' ? 'm' : 'count' };
}

const PAINT_WORDS = /\b(?:re-?)?paint\w*|\bstain\w*|\boil(?:ing|ed)?\b|\b(?:re-?)?coat\w*/g;
const OTHER_WORK = /\b(?:install\w*|replac\w*|suppl\w*|fit\w*|hang\w*|hung|build\w*|built|fix\w*|repair\w*|clear\w*|unblock\w*|upgrad\w*|add\w*|put\w*|run\w*|mount\w*|connect\w*|swap\w*|lay\w*|mov\w*)\b/g;

/**
 * "paint the bedroom and the doors": painting words govern until other work is named.
 * Answers, for a position in the sentence, whether painting governs there.
 */
export function paintingContext(sentence: string): (at: number) => boolean {
  const marks = [
    ...[...sentence.matchAll(PAINT_WORDS)].map((m) => ({ at: m.index, painting: true })),
    ...[...sentence.matchAll(OTHER_WORK)].map((m) => ({ at: m.index, painting: false })),
  ].sort((a, b) => a.at - b.at);
  return (at) => {
    let painting = false;
    for (const mark of marks) {
      if (mark.at >= at) break;
      painting = mark.painting;
    }
    return painting;
  };
}
