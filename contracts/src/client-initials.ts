/** Made on first use: a phone's first screen should not pay for the break rules it may never need. */
let letters: Intl.Segmenter | undefined;

/** Below U+0300 (combining marks), no code unit joins its neighbour into one character. */
const ALONE = 0x300;

/** The first character a reader sees (an emoji with its modifiers, a letter with its accent), not the first code unit. */
function firstGrapheme(word: string): string {
  if (word.charCodeAt(0) < ALONE && !(word.charCodeAt(1) >= ALONE)) return word.charAt(0);
  letters ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const first = letters.segment(word)[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment;
}

/**
 * Initials shown on a client card: the first character of each of the first two words,
 * upper case where the script has case ("😀 Ana" → "😀A", "Zoë Ng" → "ZN").
 */
export function clientInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => firstGrapheme(word).toLocaleUpperCase())
    .join('');
}
