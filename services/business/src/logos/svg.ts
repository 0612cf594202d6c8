/**
 * An SVG is a program for the renderer: it can run script, fetch files, embed images of
 * any size (a 100×100 SVG held a 20000×20000 PNG as a `data:` link and took 4 GB) and
 * ask for filters that take seconds per shape. A logo is rasterised only when
 * it is plain drawing: no script, no references outside itself (`data:` included), no
 * filters, no more than MAX_SVG_ELEMENTS elements. Everything else is refused with a
 * message that says what to upload instead.
 *
 * The checks read the text after XML character references (`&#100;ata:`) and CSS
 * comments (`filter/**\/:`) are undone, so spelling a word differently does not pass;
 * backslashes (CSS escapes) are refused outright. Each pattern is linear.
 */

export const MAX_SVG_ELEMENTS = 2_000;

const INSTEAD = 'upload a PNG, JPEG or WebP instead';

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text without CSS comments (an unclosed one runs to the end); indexOf, so linear. */
function withoutCssComments(text: string): string {
  let out = '';
  let at = 0;
  for (let open = text.indexOf('/*'); open !== -1; open = text.indexOf('/*', at)) {
    out += text.slice(at, open);
    const close = text.indexOf('*/', open + 2);
    if (close === -1) return out;
    at = close + 2;
  }
  return out + text.slice(at);
}

function decoded(svg: string): string {
  const text = svg
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#([0-9]{1,7});?/g, (_, decimal: string) => String.fromCodePoint(Math.min(Number(decimal), 0x10ffff)))
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => NAMED_ENTITIES[name]!);
  return withoutCssComments(text);
}

const RULES: { unsafe: RegExp; problem: string }[] = [
  { unsafe: /<!DOCTYPE|<!ENTITY/i, problem: `This SVG declares entities; ${INSTEAD}` },
  { unsafe: /<script|<foreignObject|\son[a-z]+\s*=/i, problem: `This SVG has scripts; ${INSTEAD}` },
  { unsafe: /\\/, problem: `This SVG has escaped text in its styles; ${INSTEAD}` },
  { unsafe: /data:/i, problem: `This SVG embeds other images; ${INSTEAD}` },
  {
    unsafe: /(?:href|src)\s*=(?!\s*["']?\s*#)|url\s*\((?!\s*["']?\s*#)|@import/i,
    problem: `This SVG links to other files; ${INSTEAD}`,
  },
  { unsafe: /<filter\b|\bfilter\s*[=:]/i, problem: `This SVG uses filters (blurs or shadows); ${INSTEAD}` },
];

function elementCount(svg: string, atMost: number): number {
  const opening = /<[a-z]/gi;
  let count = 0;
  while (opening.exec(svg) && count <= atMost) count++;
  return count;
}

/** What makes this SVG unsafe to rasterise, in words for the tradie; null when it is fine. */
export function svgProblem(svg: string): string | null {
  const text = decoded(svg);
  for (const rule of RULES) if (rule.unsafe.test(text)) return rule.problem;
  if (elementCount(text, MAX_SVG_ELEMENTS) > MAX_SVG_ELEMENTS) {
    return `This SVG has more than ${MAX_SVG_ELEMENTS.toLocaleString('en-AU')} shapes; ${INSTEAD}`;
  }
  return null;
}
