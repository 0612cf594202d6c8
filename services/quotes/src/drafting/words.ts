/**
 * The words of a draft made from its lines: a short title and a scope of work a client
 * can read, so that the words say what the lines price.
 */
import type { QuoteDraft } from '@cobber/contracts';
import { TRADES } from './lexicon/index.ts';

export interface DraftWordsContext {
  businessName: string;
  applyGST: boolean;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "LED downlight (10 W, dimmable), 7 kW" → "LED downlight". */
const shortName = (item: string) => item.replace(/\s*[(,:].*$/, '').trim();

function listWords(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function clip(text: string, length: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= length ? line : `${line.slice(0, length).replace(/\s+\S*$/, '')}…`;
}

function title(lines: Pick<QuoteDraft, 'labour' | 'materials' | 'other'>): string {
  const things = [...new Set(lines.materials.map((m) => shortName(m.item)).filter(Boolean))];
  if (things.length > 0) {
    const named = things.length > 3 ? [...things.slice(0, 2), 'more'] : things;
    return capitalise(listWords(named.map((t, i) => (i === 0 ? t : t.replace(/^[A-Z][a-z]/, (s) => s.toLowerCase())))));
  }
  const task = lines.labour[0]?.from ?? lines.labour[0]?.item ?? lines.other[0]?.item ?? 'Quote';
  return capitalise(clip(task, 60));
}

/** Title and scope of work from the draft's lines. */
export function draftWords(lines: Pick<QuoteDraft, 'labour' | 'materials' | 'other' | 'travel'>, context: DraftWordsContext): { title: string; description: string } {
  const tasks = lines.labour.map((l) => `• ${capitalise(clip(l.from ?? l.item, 200))}`);
  const quantity = (m: QuoteDraft['materials'][number]) => (m.quantity === 1 ? m.item : `${m.item} × ${m.quantity}`);
  const supplied = lines.materials.filter((m) => m.source !== 'client_supplied' && m.source !== 'price_needed').map(quantity);
  // Under its own heading a client's item needs no "(supplied by client)" after its name.
  const theirs = lines.materials.filter((m) => m.source === 'client_supplied').map((m) => quantity({ ...m, item: m.item.replace(/ \(supplied by client\)$/, '') }));
  const toPrice = [...lines.materials.filter((m) => m.source === 'price_needed').map(quantity), ...lines.other.filter((o) => o.source === 'price_needed').map((o) => o.item)];
  const standards = [...new Set(lines.labour.flatMap((l) => Object.values(TRADES).filter((t) => l.item.startsWith(`${t.label} labour`)).map((t) => t.standards)))];
  const description = [
    tasks.length ? `Scope of work:\n${tasks.join('\n')}` : null,
    supplied.length ? `Supplied and installed: ${supplied.join('; ')}.` : null,
    theirs.length ? `Supplied by the client: ${theirs.join('; ')}.` : null,
    toPrice.length ? `To be priced once chosen: ${toPrice.join('; ')}.` : null,
    standards.join(' ') || null,
    lines.travel ? `Includes travel to site (${lines.travel}).` : null,
    context.applyGST ? 'Prices exclude GST, which is added at 10%.' : null,
    `Site left clean and tidy. Quote valid for 30 days. ${context.businessName} thanks you for the opportunity.`,
  ];
  return { title: title(lines), description: description.filter(Boolean).join('\n\n') };
}
