/**
 * The words of work in job notes: what is done to the things named (supply them, or
 * repair, service, connect or take them out), the state words that ask for a repair
 * without a verb ("blocked toilet"), and the phrases that rule a thing out or say the
 * client supplies it.
 */
export type WorkKind = 'supply' | 'service' | 'paint' | 'tile';

/** Verbs and work nouns, lower case, as phrases; "supply and install" is one. */
export const WORK_WORDS: Record<WorkKind, string[]> = {
  supply: [
    'install', 'instal', 'inst', 'installation', 'repl', 'r&r', 'remove and replace', 'supply', 'supplies', 'fit', 'fitting', 'fit off', 'put in', 'add', 'replace', 'replacement', 'swap', 'change',
    'upgrade', 'hang', 'build', 'construct', 'erect', 'lay', 'run', 'mount', 'provide', 'convert', 'plant', 'pour', 'extend', 'new build', 'new', 'concrete', 'reroof', 're roof', 'resheet', 're sheet',
  ],
  service: [
    'repair', 'fix', 'fixing', 'fix up', 'unblock', 'clear', 'jet', 'cctv', 'inspect', 'inspection', 'investigate', 'check', 'test', 'fault find',
    'fault finding', 'find', 'diagnose', 'service', 'clean', 'adjust', 'regas', 're gas', 'hardwire', 'connect', 'connection', 'hook up', 'wire up',
    'relocate', 'move', 'remove', 'removal', 'disconnect', 'reseal', 'regrout', 'repoint', 're point', 're bed', 'rebed', 'sand', 'cut out', 'cut',
    'look at', 'sort out', 'locate', 'pressure clean', 'pressure wash', 'restump', 'patch up', 'mow', 'prune', 'trim', 'demolish', 'dig out',
  ],
  paint: ['paint', 'repaint', 'painting', 'prep', 'touch up', 'oil', 'stain', 'coat', 'restain', 're oil', 'reoil'],
  tile: ['tile', 'tiling', 'retile', 're tile'],
};

/** Words that ask for a repair when the notes give no verb: "burst pipe", "AC not working". */
export const FAULT_WORDS = [
  'blocked', 'block', 'leak', 'leaking', 'leaks', 'leaky', 'dripping', 'drip', 'drips', 'broken', 'burst', 'cracked', 'tripping', 'trips', 'faulty',
  'not working', 'died', 'dead', 'stopped', 'running', 'rotten', 'damaged', 'sticking', 'stuck', 'loose', 'noisy', 'not cooling', 'not heating',
  'playing up', 'keeps', 'blockage', 'no power', 'no hot water', 'overflowing', 'smells', 'sagging',
];

/** Words before an item that make it the place of the work: "in the kitchen", "from the board". */
export const PLACE_WORDS = ['in', 'on', 'at', 'from', 'under', 'over', 'above', 'below', 'behind', 'beside', 'near', 'off', 'to', 'for', 'into', 'along', 'across', 'inside', 'outside', 'around', 'through'];

/** Rooms: counted under painting work ("paint 3 bedrooms") they size the walls and ceilings. */
export const ROOM_WORDS = [
  'bedroom', 'room', 'lounge', 'lounge room', 'living', 'living room', 'living area', 'hall', 'hallway', 'kitchen', 'bathroom', 'ensuite', 'dining',
  'dining room', 'study', 'laundry', 'office', 'garage', 'rumpus', 'family room', 'toilet', 'wc', 'robe', 'walk in robe', 'bed',
];

export type ExclusionKind = 'client' | 'out';

/**
 * Phrases that rule things out, and which way they look: `after` covers what follows in
 * the clause ("excluding rangehood supply", "client supplied tap"), `before` what came
 * before it ("tiling by others"), or the clause before when nothing did ("…, client has
 * bought their own").
 */
export const EXCLUSIONS: { words: string[]; kind: ExclusionKind; covers: 'after' | 'before' }[] = [
  { kind: 'client', covers: 'after', words: ['client supplied', 'client supply', 'customer supplied', 'owner supplied', 'homeowner supplied', 'clients own', "client's own", 'customers own', "customer's own", 'owners own', "owner's own", 'their own', 'his own', 'her own', 'clients', "client's", 'customers', "customer's", 'owners', "owner's", 'supplied', 'client supplying', 'client is supplying', 'client to supply', 'client will supply', 'customer supplying', 'customer to supply', 'owner supplying', 'owner to supply', 'c s'] },
  { kind: 'client', covers: 'before', words: ['supplied by client', 'supplied by the client', 'supplied by owner', 'supplied by the owner', 'supplied by customer', 'supplied by the customer', 'supplied by homeowner', 'supplied by the homeowner', 'supplied by builder', 'supplied by the builder', 'supplied by them', 'provided by client', 'provided by the client', 'provided by owner', 'provided by the owner', 'provided by customer', 'client has bought', 'client bought', 'they have bought', "they've bought", 'theyve bought', 'already bought', 'bought their own', 'has their own', 'have their own', 'already have', 'already has', 'client is supplying', 'client supplying', 'supplying their own', 'to be supplied by client', 'by client', 'by owner', 'by customer',
    ...['client', 'customer', 'owner', 'homeowner', 'they', 'he', 'she', 'builder', 'clients', 'customers'].flatMap((who) => ['has bought', 'have bought', 'bought', 'has purchased', 'purchased', 'is supplying', 'are supplying', 'supplying', 'will supply', 'to supply', 'supplies', 'provides', 'is providing', 'will provide', 'already has', 'already have', 'already bought'].map((did) => `${who} ${did}`))] },
  { kind: 'out', covers: 'after', words: ['no', 'not', 'excluding', 'excludes', 'exclude', 'excl', 'except', 'not including', 'without', 'no need to', "don't need to", 'dont need to', 'do not need to', "we don't need", 'we dont need', 'no need for', "doesn't need", 'doesnt need', 'does not need', 'not replacing', 'no new'] },
  { kind: 'out', covers: 'before', words: ['not required', 'not needed', 'not included', 'by others', 'by other trades', 'by builder', 'by the builder', 'not part of this job', 'not part of the job', 'not part of quote', 'not in scope', 'is fine', 'are fine', 'is ok', 'are ok', 'n/a'] },
];
