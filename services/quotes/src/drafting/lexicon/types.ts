/** The trades the built-in drafter knows: each has its labour line and its standards. */
export type Trade =
  | 'electrical' | 'plumbing' | 'gas' | 'hvac' | 'carpentry' | 'tiling' | 'painting'
  | 'roofing' | 'fencing' | 'landscaping' | 'concreting' | 'general';

export type Unit = 'each' | 'm' | 'm2';

/**
 * A thing a job supplies, as Australian tradies name it. Prices are typical supply prices
 * (AUD, ex GST, trade counter or mid-range retail); `null` when they vary too much to
 * guess (appliances), so the line is drafted as "price needed".
 */
export interface LexiconItem {
  id: string;
  trade: Trade;
  /** The quote line, as the client reads it. */
  item: string;
  /** How notes name it, lower case; plurals and one-letter typos of long words are found too. */
  names: string[];
  unit: Unit;
  price: number | null;
  /** A fixed charge (an `other` line) rather than materials. */
  other?: boolean;
  /** Hours to install one (one m, one m²). */
  hours: number;
  /** Hours to repair, service, connect or take one out, when the job does that instead. */
  serviceHours?: number;
  /** Named only as the surface of that work: "paint the doors", "tile the floor". */
  work?: 'paint' | 'tile';
  /** What "client supplied …" covers, when wider than the item: all the paint, all the tiles. */
  group?: string;
  /** Another item the work uses in the same quantity: tiling a floor uses tiles. */
  uses?: string;
  /** m or m² assumed when the notes give none. */
  usual?: number;
  /** m² per room when painting rooms are counted: "paint 3 bedrooms". */
  perRoom?: number;
  /** Kinds named by a word near it: "weatherproof GPO", "colorbond fence". */
  kinds?: { words: string[]; item: string; price: number | null }[];
}
