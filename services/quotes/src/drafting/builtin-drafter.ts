/**
 * The embedded default drafter: no network, a draft in a millisecond or two. It reads the
 * notes into tasks (tasks.ts), drafts a labour line for each and a line for each thing
 * supplied, every line citing the words of the notes it answers, priced from the tradie's
 * book, else the built-in list, else "price needed"; what the client supplies is listed
 * at no price and what the notes rule out is left out.
 */
import type { QuoteDraft } from '@cobber/contracts';
import { draftWithChoices, findChoice } from './choices.ts';
import type { ItemKind, Mention } from './clauses.ts';
import type { DraftContext, QuoteDrafter } from './drafter.ts';
import { readJobNotes, type JobNotes } from './job-notes.ts';
import { LEXICON_BY_ID, TRADE_NAMES, TRADES, tradeNamed, wordsOf, type LexiconItem, type Trade } from './lexicon/index.ts';
import { indexPriceBook, priceFor, type PriceBookIndex } from './price-list.ts';
import { readTasks, type JobTasks, type Task } from './tasks.ts';
import { draftWords } from './words.ts';

/** Every trade's first task on a job carries its set-up and clean-up. */
const SET_UP_HOURS = 0.5;
const MIN_TASK_HOURS = 0.5;
/** The least labour a quote carries: a call-out. */
const MIN_JOB_HOURS = 1;

const quarterHoursUp = (hours: number) => Math.ceil(hours * 4 - 1e-9) / 4;
const round2 = (value: number) => Math.round(value * 100) / 100;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The words [from, to) exactly as typed. */
const cite = (notes: JobNotes, from: number, to: number) => notes.text.slice(notes.words[from]!.start, notes.words[to - 1]!.end);

function tradeOf(task: Task, notes: JobNotes, fallback: Trade): Trade {
  const named = task.mentions.find((m) => m.status !== 'old') ?? task.mentions[0];
  if (named) return named.entry.trade;
  const words = notes.words.slice(task.from, task.to).map((w) => w.canon);
  return TRADE_NAMES.all(words)[0]?.target ?? fallback;
}

function mentionHours(m: Mention): number {
  if (m.status === 'old') return 0;
  if (m.status === 'service') return (m.entry.serviceHours ?? Math.max(MIN_TASK_HOURS, m.entry.hours * 0.5)) * (m.counted ? m.quantity : 1);
  return m.entry.hours * m.quantity;
}

interface SuppliedLine {
  entry: LexiconItem;
  kind: ItemKind | null;
  client: boolean;
  sizes: string[];
  purpose: string | null;
  counted: number | null;
  uncounted: number;
  from: number;
  to: number;
}

/** Things supplied, each once however often the notes name it: counted mentions add up. */
function suppliedLines(tasks: Task[], clientGroups: Set<string>): SuppliedLine[] {
  const lines = new Map<string, SuppliedLine>();
  const add = (m: Mention, entry: LexiconItem, client: boolean) => {
    const kind = entry === m.entry ? m.kind : null;
    const purpose = entry === m.entry ? m.purpose : null;
    const key = [entry.id, kind?.item, client, m.sizes.join(), purpose].join('|');
    const line = lines.get(key) ?? { entry, kind, client, sizes: m.sizes, purpose, counted: null, uncounted: 0, from: m.from, to: m.to };
    if (m.counted) line.counted = round2((line.counted ?? 0) + m.quantity);
    else line.uncounted = Math.max(line.uncounted, entry.unit === 'each' ? m.quantity : (entry.usual ?? 1));
    line.from = Math.min(line.from, m.from);
    line.to = Math.max(line.to, m.to);
    lines.set(key, line);
  };
  for (const task of tasks) {
    for (const m of task.mentions) {
      if (m.status !== 'supply' && m.status !== 'client') continue;
      add(m, m.entry, m.status === 'client');
      const uses = m.entry.uses ? LEXICON_BY_ID.get(m.entry.uses) : undefined;
      if (uses) add({ ...m, quantity: m.counted ? m.quantity : (m.entry.usual ?? 1), counted: true }, uses, clientGroups.has(uses.group ?? uses.id));
    }
  }
  return [...lines.values()];
}

function pricedLines({ tasks, clientGroups }: JobTasks, notes: JobNotes, book: PriceBookIndex): Pick<QuoteDraft, 'materials' | 'other'> {
  const draft: Pick<QuoteDraft, 'materials' | 'other'> = { materials: [], other: [] };
  for (const line of suppliedLines(tasks, clientGroups)) {
    const quantity = line.counted ?? line.uncounted;
    const from = cite(notes, line.from, line.to);
    const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9.]+/g, ' ');
    const said = line.sizes.filter((size) => !plain(line.kind?.item ?? line.entry.item).includes(plain(size)));
    const sizes = `${said.length ? `, ${said.join(', ')}` : ''}${line.purpose ? ` for ${line.purpose.toLowerCase()}` : ''}`;
    if (line.client) {
      draft.materials.push({ item: `${line.kind?.item ?? line.entry.item}${sizes} (supplied by client)`, quantity, unit_cost: 0, source: 'client_supplied', from });
      continue;
    }
    const { item, price, source } = priceFor(line.entry, line.kind, book);
    if (line.entry.other) draft.other.push({ item: `${item}${sizes}`, cost: round2(price * quantity), source, from });
    else draft.materials.push({ item: `${item}${sizes}`, quantity, unit_cost: price, source, from });
  }
  for (const task of tasks) {
    if (!task.object) continue;
    const words = cite(notes, task.object.from, task.object.to);
    draft.materials.push({ item: capitalise(words).slice(0, 200), quantity: task.object.quantity, unit_cost: 0, source: 'price_needed', from: words });
  }
  return draft;
}

/**
 * Hours per task: the lexicon's (set-up once per trade), unless the notes state them. Time
 * stated in a sentence is the time of its tasks; in a sentence of its own, the job's.
 */
function taskHours(tasks: Task[], trades: Trade[], stated: Map<number, number>): number[] {
  const seen = new Set<Trade>();
  const hours = tasks.map((task, i) => {
    const work = task.mentions.reduce((sum, m) => sum + mentionHours(m), 0) || TRADES[trades[i]!].taskHours;
    const setUp = seen.has(trades[i]!) ? 0 : SET_UP_HOURS;
    seen.add(trades[i]!);
    return Math.max(work + setUp, MIN_TASK_HOURS);
  });
  const shareOut = (group: number[], total: number) => {
    const estimated = group.reduce((sum, i) => sum + hours[i]!, 0);
    for (const i of group) hours[i] = quarterHoursUp((hours[i]! * total) / estimated);
    const drift = total - group.reduce((sum, i) => sum + hours[i]!, 0);
    hours[group.at(-1)!] = Math.max(0.25, round2(hours[group.at(-1)!]! + drift));
  };
  let jobHours = 0;
  const timed = new Set<number>();
  for (const [sentence, total] of stated) {
    const group = tasks.flatMap((task, i) => (task.sentence === sentence ? [i] : []));
    if (group.length === 0) jobHours += total;
    else {
      shareOut(group, total);
      group.forEach((i) => timed.add(i));
    }
  }
  const rest = tasks.flatMap((_, i) => (timed.has(i) ? [] : [i]));
  const fixed = [...timed].reduce((sum, i) => sum + hours[i]!, 0);
  if (jobHours > 0 && rest.length > 0 && jobHours > fixed) shareOut(rest, jobHours - fixed);
  else for (const i of rest) hours[i] = quarterHoursUp(hours[i]!);
  const total = hours.reduce((a, b) => a + b, 0);
  if (total < MIN_JOB_HOURS && hours.length) hours[0] = round2(hours[0]! + MIN_JOB_HOURS - total);
  return hours;
}

function draftNotes(jobDescription: string, context: DraftContext): QuoteDraft {
  const notes = readJobNotes(jobDescription);
  const book = indexPriceBook(context.priceBook, new Set(notes.words.map((w) => w.canon)));
  const job = readTasks(notes, book.names);
  const { tasks, statedHours } = job;
  const ownTrade = context.trade ? tradeNamed(wordsOf(context.trade)) : null;
  const fallback = ownTrade ?? (TRADE_NAMES.all(notes.words.map((w) => w.canon))[0]?.target ?? 'general');
  const trades = tasks.map((task) => tradeOf(task, notes, fallback));
  const hours = taskHours(tasks, trades, statedHours);
  const labour: QuoteDraft['labour'] = tasks.map((task, i) => {
    const from = cite(notes, task.from, task.to);
    return { item: `${TRADES[trades[i]!].label} labour: ${from.replace(/\s+/g, ' ')}`.slice(0, 200), hours: hours[i]!, rate: context.hourlyRate, source: 'business_rate', from };
  });
  if (labour.length === 0 && notes.words.length > 0) {
    const from = jobDescription.trim();
    const stated = [...statedHours.values()].reduce((a, b) => a + b, 0);
    const estimate = Math.max(quarterHoursUp(stated || TRADES[fallback].taskHours), MIN_JOB_HOURS);
    labour.push({ item: `${TRADES[fallback].label} labour: ${from.replace(/\s+/g, ' ')}`.slice(0, 200), hours: estimate, rate: context.hourlyRate, source: 'business_rate', from });
  }
  const travel = notes.travelKm !== null ? `${notes.travelKm} km` : null;
  const lines = { labour, ...pricedLines(job, notes, book), travel };
  return { ...draftWords(lines, context), ...lines };
}

/** The draft of the notes; notes that ask for a choice draft each choice as an option. */
export function draftQuote(jobDescription: string, context: DraftContext): QuoteDraft {
  const base = draftNotes(jobDescription, context);
  const choice = findChoice(jobDescription);
  return choice ? draftWithChoices(jobDescription, base, choice, (notes) => draftNotes(notes, context)) : base;
}

export function createBuiltinDrafter(): QuoteDrafter {
  return { draft: async (jobDescription, context) => draftQuote(jobDescription, context) };
}
