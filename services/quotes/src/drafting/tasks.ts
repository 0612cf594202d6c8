/**
 * The tasks of a job, from its clauses: a clause with its own work word starts a task;
 * a list of things after it ("…and 2 downpipes") joins it; a fault without a verb
 * ("HWS died") is a task the next verb may take ("…, replace with new 315L"); what the
 * client supplies is kept at no price wherever the notes name it.
 */
import { readClause, type ClauseReading, type Mention, type UnknownThing } from './clauses.ts';
import type { Clause, JobNotes } from './job-notes.ts';
import { LEXICON_BY_ID, PLACES, ROOM_NAMES, type LexiconItem, type PhraseIndex, type WorkKind } from './lexicon/index.ts';

const MORE = new Set(['more', 'extra', 'another', 'further']);

export interface Task {
  kind: WorkKind;
  /** Words [from, to) the task's labour cites. */
  from: number;
  to: number;
  mentions: Mention[];
  /** The sentence it starts in. */
  sentence: number;
  /** Named without a verb: a verb alone in the next clause takes it. */
  claimable: boolean;
  /** A thing to supply the lexicon does not know. */
  object: UnknownThing | null;
}

export interface JobTasks {
  tasks: Task[];
  /** What the client supplies ("tiles", "paint"), by the lexicon's group. */
  clientGroups: Set<string>;
  /** Hours stated per sentence ("replace 2 taps and a shower head, should take about 3 hours"): its tasks' hours, or the job's when it has none. */
  statedHours: Map<number, number>;
}

/** What a task does to a thing: the client's and the old stay so; else the thing's own work word, or the task's. */
const statusFor = (kind: WorkKind, mention: Mention): Mention['status'] =>
  mention.status === 'client' || mention.status === 'old' ? mention.status : (mention.done ?? kind) === 'service' ? 'service' : 'supply';

/**
 * What a clause naming nothing hands to the last thing named: "(3)", "about 30 m2",
 * "2.5kw", and "4 in kitchen" after "6 downlights in lounge" (more of it, somewhere else;
 * after "3 exhaust fans" with no place, "two in bathrooms" only says where they go).
 */
function handOver(reading: ClauseReading, task: Task, notes: JobNotes): boolean {
  const last = task.mentions.at(-1);
  if (!last || reading.spare.length === 0) return false;
  const { clause } = reading;
  const listed = clause.joiner === 'list';
  const word = (at: number) => notes.words[at]?.text ?? '';
  const placed = (at: number) => PLACES.has(word(at)) || MORE.has(word(at));
  let taken = false;
  // "…split systems in bedrooms and 1 x 8kw in living": one more of the last thing, of that size.
  const sized = reading.spare.find((q, i) => q.kind === 'count' && reading.spare[i + 1]?.kind === 'size' && reading.spare[i + 1]!.from <= q.to + 1);
  if (sized && last.entry.unit === 'each') {
    const size = reading.spare[reading.spare.indexOf(sized) + 1]!;
    task.mentions.push({ ...last, quantity: sized.value, counted: true, sizes: [size.text], from: sized.from, to: size.to, nameFrom: sized.from, purpose: null });
    return true;
  }
  for (const q of reading.spare) {
    const more = MORE.has(word(q.to)) || MORE.has(word(q.from - 1));
    if (!listed && !(q.kind === 'count' && (more || clause.to === q.to))) continue;
    taken = true;
    if (q.kind === 'size') last.sizes.push(q.text);
    else if ((q.kind === 'length' && last.entry.unit === 'm') || (q.kind === 'area' && last.entry.unit === 'm2')) {
      if (!last.counted || q.value > last.quantity) Object.assign(last, { quantity: q.value, counted: true });
    } else if (q.kind === 'count' && last.entry.unit === 'each' && (clause.from === q.from || more)) {
      const alone = clause.to === q.to;
      if (alone && !last.counted) Object.assign(last, { quantity: q.value, counted: true });
      else if (!alone && (placed(q.to) || more) && (!last.counted || placed(last.to) || more)) {
        last.quantity = last.counted ? last.quantity + q.value : q.value;
        last.counted = true;
      } else continue;
      last.to = Math.max(last.to, q.to);
    }
  }
  return taken;
}

/** "Paint 3 bedrooms and the hallway, walls and ceilings": the rooms counted size the surfaces. */
function sizeByRooms(task: Task, notes: JobNotes): void {
  const words = notes.words.map((w) => w.canon);
  const counted = new Set(task.mentions.flatMap((m) => range(m.from, m.to)));
  const rooms = ROOM_NAMES.all(words.slice(0, task.to), (i) => i >= task.from && !counted.has(i));
  if (rooms.length === 0) return;
  const count = rooms.reduce((sum, room) => sum + (notes.quantities.find((q) => q.kind === 'count' && q.to === room.from)?.value ?? 1), 0);
  const surfaces = task.mentions.filter((m) => m.entry.perRoom && !m.counted);
  if (task.mentions.length === 0) {
    const walls = LEXICON_BY_ID.get('wall-paint')!;
    task.mentions.push({ entry: walls, quantity: 0, counted: false, sizes: [], from: rooms[0]!.from, to: rooms[0]!.to, status: 'supply', nameFrom: rooms[0]!.from, kind: null, purpose: null, done: 'paint' });
    surfaces.push(task.mentions[0]!);
  }
  const [first, last] = [rooms[0]!, rooms.at(-1)!];
  for (const m of surfaces) Object.assign(m, { quantity: count * m.entry.perRoom!, counted: true, from: Math.min(m.from, first.from), to: Math.max(m.to, last.to) });
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);

/**
 * A thing named again without a number is the one already named ("install aircon in
 * lounge, 5kw reverse cycle"): its sizes join the first mention; a task of only such
 * mentions and no verb of its own goes.
 */
function onceEach(tasks: Task[]): Task[] {
  const first = new Map<string, Mention>();
  return tasks.filter((task) => {
    const had = task.mentions.length;
    task.mentions = task.mentions.filter((m) => {
      const key = `${m.entry.id}|${m.status}|${m.kind?.item}|${m.purpose}`;
      const earlier = first.get(key);
      if (!earlier) first.set(key, m);
      if (!earlier || m.counted) return true;
      earlier.sizes = [...new Set([...earlier.sizes, ...m.sizes])];
      return false;
    });
    return !(had > 0 && task.mentions.length === 0 && task.claimable);
  });
}

function newTask(reading: ClauseReading, kind: WorkKind, claimable: boolean, from = reading.clause.from): Task {
  return {
    kind, from, to: reading.clause.to, claimable, sentence: reading.clause.sentence,
    mentions: reading.mentions.map((m) => ({ ...m, status: statusFor(kind, m) })),
    object: reading.mentions.length === 0 && kind === 'supply' ? reading.object : null,
  };
}

function workOf(reading: ClauseReading): WorkKind {
  const { works } = reading;
  return works.includes('paint') ? 'paint' : works.includes('tile') ? 'tile' : works.includes('supply') ? 'supply' : 'service';
}

/** Reading clause after clause into tasks: what the clause before left open decides where each goes. */
class JobReader {
  readonly tasks: Task[] = [];
  /** What a clause names only to say the client supplies it. */
  readonly theirs: Mention[] = [];
  readonly statedHours = new Map<number, number>();
  /** A verb with nothing to act on ("Quote to supply &", "Paint:") leads the clause after it. */
  private lead: { from: number; kind: WorkKind; reading: ClauseReading } | null = null;
  private readonly canon: string[];
  private readonly notes: JobNotes;
  private readonly book: PhraseIndex<LexiconItem> | null;

  constructor(notes: JobNotes, book: PhraseIndex<LexiconItem> | null) {
    this.notes = notes;
    this.book = book;
    this.canon = notes.words.map((w) => w.canon);
  }

  read(clause: Clause): void {
    const last = this.tasks.at(-1) ?? null;
    const listed = clause.joiner === 'list';
    const reading = readClause(this.notes, clause, this.lead?.kind ?? (listed ? (last?.kind ?? null) : null), this.book);
    if (reading.hours !== null) this.statedHours.set(clause.sentence, (this.statedHours.get(clause.sentence) ?? 0) + reading.hours);
    if (reading.theirsBefore && last) for (const m of last.mentions) if (m.status === 'supply') m.status = 'client';
    const hasWork = reading.works.length > 0;
    const hasItems = reading.mentions.length > 0;
    // "customer has bought the tub": the tub is theirs wherever it is named; no task of its own.
    if (last && !hasWork && !reading.fault && hasItems && reading.mentions.every((m) => m.status === 'client')) {
      this.theirs.push(...reading.mentions);
      return;
    }
    if (!hasWork && !hasItems && !reading.fault) {
      this.readRest(reading, last);
      return;
    }
    const led = this.lead;
    this.lead = null;
    const from = led?.from ?? clause.from;
    if (hasWork && !hasItems) this.readVerb(reading, last, led !== null, from);
    else if (!hasWork && led) this.tasks.push(newTask(reading, reading.fault && led.kind === 'supply' ? 'service' : led.kind, false, from));
    else if (!hasWork) this.readThings(reading, last, from);
    else this.readWork(reading, last, from);
  }

  /** All read: a verb that led nothing is a task of its own ("have a look at a few things"). */
  finish(): void {
    if (this.lead) this.tasks.push(newTask(this.lead.reading, this.lead.kind, false, this.lead.from));
    this.lead = null;
  }

  /** A clause of rooms, counts, measures or time only. */
  private readRest(reading: ClauseReading, last: Task | null): void {
    const { clause } = reading;
    const rooms = ROOM_NAMES.all(this.canon.slice(0, clause.to), (i) => i >= clause.from).length > 0;
    if (rooms && (this.lead?.kind === 'paint' || (clause.joiner === 'list' && last?.kind === 'paint'))) {
      // "Paint: lounge, 2 bedrooms": rooms to paint.
      if (this.lead) this.tasks.push({ ...newTask(reading, 'paint', false, this.lead.from), mentions: [] });
      else last!.to = clause.to;
      this.lead = null;
      return;
    }
    if (last && handOver(reading, last, this.notes)) last.to = clause.to;
  }

  /** A verb naming nothing the lexicon knows. */
  private readVerb(reading: ClauseReading, last: Task | null, led: boolean, from: number): void {
    const kind = workOf(reading);
    // "HWS died, replace with new 315L": the verb takes the thing named before it.
    if (last?.claimable && !led && (!reading.object || reading.replacing || reading.works.includes('service'))) {
      Object.assign(last, { kind, to: reading.clause.to, claimable: false });
      for (const m of last.mentions) m.status = statusFor(kind, m);
      handOver(reading, last, this.notes);
    } else if (reading.clause.joiner === 'list' && last && !led && !reading.object) {
      // "…, back to back install": more words of the task before.
      last.to = reading.clause.to;
      handOver(reading, last, this.notes);
    } else if (!reading.object && !reading.fault) this.lead = { from, kind, reading };
    else this.tasks.push(newTask(reading, kind, false, from));
  }

  /** Things named without a verb: more of the task before ("…and 2 downpipes"), or a task of their own. */
  private readThings(reading: ClauseReading, last: Task | null, from: number): void {
    if (!reading.fault && reading.clause.joiner === 'list' && last && !last.claimable) {
      last.to = reading.clause.to;
      last.mentions.push(...reading.mentions.map((m) => ({ ...m, status: statusFor(last.kind, m) })));
    } else this.tasks.push(newTask(reading, reading.fault ? 'service' : 'supply', true, from));
  }

  /** A verb and its things; naming again what a fault before it named, it takes that task ("the toilet keeps running - replace the toilet suite"). */
  private readWork(reading: ClauseReading, last: Task | null, from: number): void {
    const kind = workOf(reading);
    const same = (m: Mention) => reading.mentions.some((r) => r.entry === m.entry);
    if (last?.claimable && last.mentions.some(same)) {
      last.mentions = last.mentions.filter((m) => !same(m));
      Object.assign(last, { kind, to: reading.clause.to, claimable: false });
      last.mentions.push(...reading.mentions.map((m) => ({ ...m, status: statusFor(kind, m) })));
    } else this.tasks.push(newTask(reading, kind, false, from));
  }
}

export function readTasks(notes: JobNotes, book: PhraseIndex<LexiconItem> | null): JobTasks {
  const reader = new JobReader(notes, book);
  for (const clause of notes.clauses) reader.read(clause);
  reader.finish();
  const tasks = onceEach(reader.tasks);
  for (const task of tasks) if (task.kind === 'paint') sizeByRooms(task, notes);
  // What the client supplies once ("tiles are client supplied") is theirs wherever it is named.
  const clientGroups = new Set([...reader.tasks.flatMap((t) => t.mentions), ...reader.theirs].filter((m) => m.status === 'client').map((m) => m.entry.group ?? m.entry.id));
  for (const task of tasks) for (const m of task.mentions) if (m.status === 'supply' && clientGroups.has(m.entry.group ?? m.entry.id)) m.status = 'client';
  return { tasks, statedHours: reader.statedHours, clientGroups };
}
