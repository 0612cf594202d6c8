import type { ItemType } from './item-types.ts';

/**
 * The words a quote's lines make: its title, the scope of work in its description, and
 * what each labour line says it is for. Made again whenever the lines change, on the edit
 * screen as the owner changes a line and on the server when the lines are saved, so a
 * line deleted leaves no words behind. Words the owner typed themselves are left alone.
 */

/** A line as the words read it. */
export interface WordsLine {
  type: ItemType;
  description: string;
  quantity: number | string;
}

export interface QuoteWords {
  /** "Smoke alarms and downlights"; empty when there are no lines to name. */
  title: string;
  /** "Scope of work:" and a bullet per line: "• Supply and install smoke alarm × 2". */
  scope: string;
  /** What the labour is for, "smoke alarms and downlights": after "Electrical labour: ". */
  labourFor: string;
}

const SCOPE_HEADING = 'Scope of work:';

/** A line's name as a sentence uses it: "Smoke alarm (240 V)" → "smoke alarm"; "LED downlight" keeps its capitals. */
function lineName(description: string): string {
  const name = description.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();
  return /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

function count(quantity: number | string): number {
  const value = Number(quantity);
  return Number.isFinite(value) ? value : 1;
}

/** "smoke alarms" for 2 of them; a length or an area ("cable (per m)") keeps its one name. */
function named(line: WordsLine): string {
  const name = lineName(line.description);
  const many = count(line.quantity);
  if (!Number.isInteger(many) || many < 2 || /\bper\b|\/\s*m\b/i.test(line.description)) return name;
  if (/(?:s|x|z|ch|sh)$/i.test(name)) return `${name}es`;
  if (/[^aeiou]y$/i.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

function listWords(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the quote is mainly for: its materials, else its other costs, else its labour. */
function mainLines(lines: readonly WordsLine[]): WordsLine[] {
  const named = lines.filter((line) => line.description.trim() !== '');
  for (const type of ['materials', 'other', 'labor'] as const) {
    const ofType = named.filter((line) => line.type === type);
    if (ofType.length > 0) return ofType;
  }
  return [];
}

/** A labour line's own words without what it says it is for: "Electrical labour: downlights" → "Electrical labour". */
function labourKind(description: string): string | null {
  return description.match(/^(.*\blabour)\b(?::.*| \(estimate\))?$/i)?.[1] ?? null;
}

function bullet(line: WordsLine): string {
  const many = count(line.quantity);
  const times = many === 1 ? '' : ` × ${many}`;
  if (line.type === 'materials') return `• Supply and install ${lineName(line.description)}${times}`;
  return `• ${line.description.trim()}${line.type === 'other' ? times : ''}`;
}

export function quoteWords(lines: readonly WordsLine[]): QuoteWords {
  const main = mainLines(lines);
  const names = [...new Set(main.map((line) => (line.type === 'labor' ? labourFor(line.description) : named(line))))].filter(Boolean);
  const title = capitalise(names.length > 3 ? `${names.slice(0, 2).join(', ')} and more` : listWords(names));
  const priced = lines.filter((line) => line.type !== 'deposit' && line.description.trim() !== '');
  const things = priced.filter((line) => line.type !== 'labor');
  const scope = [SCOPE_HEADING, ...(things.length > 0 ? things : priced).map(bullet)].join('\n');
  // One labour line is the job's labour, named by its things; several are each a task of their own.
  const oneLabourLine = priced.filter((line) => line.type === 'labor').length === 1;
  return { title, scope: priced.length > 0 ? scope : '', labourFor: oneLabourLine && things.length > 0 ? listWords(names) : '' };
}

/** What a labour line says it is for, or its words when it says nothing more. */
function labourFor(description: string): string {
  const kind = labourKind(description);
  const rest = kind ? description.slice(kind.length).replace(/^:\s*/, '') : description;
  return rest.startsWith(' (') ? '' : rest.trim();
}

/** A labour line's words for what it is now for: "Electrical labour: smoke alarms"; any other words unchanged. */
export function labourWords(description: string, words: QuoteWords): string {
  const kind = labourKind(description);
  if (!kind || !words.labourFor) return description;
  return `${kind}: ${words.labourFor}`.slice(0, 200);
}

/** The paragraphs of a drafted description that tell its lines: made again as one scope of work. */
const LINE_PARAGRAPHS = [SCOPE_HEADING, 'Supplied and installed:', 'To be priced once chosen:'];

/**
 * The description with its scope of work made again: the paragraphs that tell the lines
 * ("Scope of work:", "Supplied and installed: …") replaced by the new scope and the rest
 * (standards, travel, thanks) kept; a description without them is all scope. No lines
 * left to describe leaves it as it was.
 */
export function withScope(description: string, words: QuoteWords): string {
  if (!words.scope) return description;
  const paragraphs = description.split('\n\n');
  const first = paragraphs.findIndex((paragraph) => LINE_PARAGRAPHS.some((heading) => paragraph.startsWith(heading)));
  if (first < 0) return words.scope;
  const rest = paragraphs.filter((paragraph, at) => at < first || !LINE_PARAGRAPHS.some((heading) => paragraph.startsWith(heading)));
  rest.splice(first, 0, words.scope);
  return rest.join('\n\n');
}
