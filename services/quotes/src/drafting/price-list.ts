/**
 * The built-in drafter's Australian price list: typical supply prices (AUD, ex GST, 2025
 * trade-counter and mid-range retail) and installation hours per unit for common jobs
 * of the four trades. The tradie's own recent prices win over these (builtin-drafter.ts).
 */
export type Trade = 'electrical' | 'plumbing' | 'carpentry' | 'painting' | 'general';

export type Unit = 'each' | 'm' | 'm2';

export interface PriceListItem {
  trade: Trade;
  /** The quote line, as the client reads it. */
  item: string;
  /** A short name for the quote title: "power points". */
  short: string;
  /** The scope line in the description: "Supply and install double power points". */
  task: string;
  /** How job notes name it (lower case, matched on word boundaries). */
  names: RegExp;
  unit: Unit;
  /** Materials cost per unit, dollars; or the fixed charge of an `other` line. */
  price: number;
  /** `materials` (priced per unit) or `other` (a fixed charge, e.g. drain jetting). */
  kind: 'materials' | 'other';
  /** Installation hours per unit. */
  hours: number;
  /** Units assumed when the notes give no number (m or m² for a typical job). */
  usual: number;
  /** m or m² per counted thing when the notes count rooms: "paint 3 bedrooms". */
  perRoom?: number;
  /**
   * Its names are rooms: the rooms counted in a sentence also size that sentence's
   * ceilings and trims ("paint 3 bedrooms, walls and ceilings"); plain "walls" adds none.
   */
  rooms?: boolean;
  /** Painting words apply only after "paint"/"stain"/"oil" in the same sentence. */
  paintingOnly?: boolean;
  /** A one-off charge that comes with the job, e.g. disposal of the old unit. */
  extra?: { item: string; cost: number };
}

const ROOMS = String.raw`(?:bed ?rooms?|rooms?|lounge(?: ?rooms?)?|living(?: ?rooms?| areas?)?|hall(?:way)?s?|kitchens?|bathrooms?|dining(?: ?rooms?)?|studys?|laundr(?:y|ies)|offices?|walls?)(?: walls?)?`;

export const PRICE_LIST: readonly PriceListItem[] = [
  // Electrical (AS/NZS 3000)
  { trade: 'electrical', item: 'Double power point (GPO)', short: 'power points', task: 'Supply and install double power points', names: /(?:double |single |new |extra )?(?:power ?points?|gpos?|power outlets?|powerpoints?)/, unit: 'each', price: 28, kind: 'materials', hours: 0.75, usual: 1 },
  { trade: 'electrical', item: 'USB double power point', short: 'USB power points', task: 'Supply and install USB power points', names: /usb (?:power ?points?|gpos?|outlets?)/, unit: 'each', price: 65, kind: 'materials', hours: 0.75, usual: 1 },
  { trade: 'electrical', item: 'LED downlight (10 W, dimmable)', short: 'downlights', task: 'Supply and install LED downlights', names: /(?:led )?down ?lights?/, unit: 'each', price: 25, kind: 'materials', hours: 0.5, usual: 1 },
  { trade: 'electrical', item: 'Ceiling fan with light (DC motor)', short: 'ceiling fans', task: 'Supply and install ceiling fans', names: /ceiling fans?/, unit: 'each', price: 249, kind: 'materials', hours: 1.5, usual: 1 },
  { trade: 'electrical', item: 'Smoke alarm (240 V photoelectric, interconnected)', short: 'smoke alarms', task: 'Supply and install hard-wired smoke alarms', names: /smoke (?:alarms?|detectors?)/, unit: 'each', price: 85, kind: 'materials', hours: 0.75, usual: 1 },
  { trade: 'electrical', item: 'Switchboard upgrade (enclosure, main switch, RCBOs)', short: 'switchboard upgrade', task: 'Upgrade the switchboard with RCBO protection on every circuit', names: /(?:switch ?board|meter ?box|fuse ?box)(?: upgrades?| replacements?)?/, unit: 'each', price: 950, kind: 'materials', hours: 6, usual: 1, extra: { item: 'Electrical safety certificate', cost: 95 } },
  { trade: 'electrical', item: 'Safety switch (RCD)', short: 'safety switches', task: 'Supply and install safety switches (RCDs)', names: /safety switch(?:es)?|rcds?|rcbos?/, unit: 'each', price: 95, kind: 'materials', hours: 1, usual: 1 },
  { trade: 'electrical', item: 'Light switch', short: 'light switches', task: 'Supply and install light switches', names: /(?:light |dimmer )switch(?:es)?/, unit: 'each', price: 18, kind: 'materials', hours: 0.4, usual: 1 },
  { trade: 'electrical', item: 'Light fitting (pendant or oyster)', short: 'light fittings', task: 'Supply and install light fittings', names: /(?:light fittings?|pendant lights?|pendants|oyster lights?|batten lights?|light fixtures?)/, unit: 'each', price: 60, kind: 'materials', hours: 0.75, usual: 1 },
  { trade: 'electrical', item: 'LED sensor flood light', short: 'sensor lights', task: 'Supply and install outdoor sensor lights', names: /(?:led )?(?:flood ?lights?|sensor lights?|security lights?)/, unit: 'each', price: 120, kind: 'materials', hours: 1, usual: 1 },
  { trade: 'electrical', item: 'Exhaust fan (ducted to outside)', short: 'exhaust fans', task: 'Supply and install exhaust fans', names: /exhaust fans?/, unit: 'each', price: 110, kind: 'materials', hours: 1.25, usual: 1 },
  { trade: 'electrical', item: 'TPS cable 2.5 mm² (per m)', short: 'cabling', task: 'Run new cabling', names: /(?:tps |electrical |power )?(?:cable|cabling)/, unit: 'm', price: 3.5, kind: 'materials', hours: 0.05, usual: 10 },
  { trade: 'electrical', item: 'EV charger (7 kW wall box)', short: 'EV charger', task: 'Supply and install an EV charger on a dedicated circuit', names: /(?:ev|electric vehicle|electric car|car) charg(?:er|ing point)s?/, unit: 'each', price: 1100, kind: 'materials', hours: 4, usual: 1 },

  // Plumbing (AS/NZS 3500)
  { trade: 'plumbing', item: 'Electric hot water system 250 L', short: 'hot water system', task: 'Remove the old unit and install a new hot water system', names: /hot water (?:systems?|units?|heaters?|services?|tanks?)|\bhws\b/, unit: 'each', price: 1350, kind: 'materials', hours: 4, usual: 1, extra: { item: 'Disposal of old hot water system', cost: 80 } },
  { trade: 'plumbing', item: 'Heat pump hot water system 270 L', short: 'heat pump hot water', task: 'Remove the old unit and install a heat pump hot water system', names: /heat pump(?: hot water(?: systems?| units?)?)?/, unit: 'each', price: 3200, kind: 'materials', hours: 5, usual: 1, extra: { item: 'Disposal of old hot water system', cost: 80 } },
  { trade: 'plumbing', item: 'Mixer tap (WELS 5 star)', short: 'mixer taps', task: 'Supply and install mixer taps', names: /(?:sink |basin |kitchen |shower )?mixers?(?: taps?)?/, unit: 'each', price: 220, kind: 'materials', hours: 1, usual: 1 },
  { trade: 'plumbing', item: 'Tap washer and cartridge service', short: 'leaking taps', task: 'Repair leaking taps (washers, O-rings and cartridges)', names: /(?:leak(?:ing|y)?|dripping|drippy) taps?/, unit: 'each', price: 25, kind: 'materials', hours: 0.75, usual: 1 },
  { trade: 'plumbing', item: 'Tap set (WELS rated)', short: 'taps', task: 'Supply and install taps', names: /(?:garden |outdoor |laundry |basin |kitchen )?taps?|tapware/, unit: 'each', price: 95, kind: 'materials', hours: 0.75, usual: 1 },
  { trade: 'plumbing', item: 'Toilet suite (close-coupled, dual flush)', short: 'toilet suite', task: 'Remove the old toilet and install a new toilet suite', names: /toilets?(?: suites?| pans?)?|loos?/, unit: 'each', price: 450, kind: 'materials', hours: 2.5, usual: 1, extra: { item: 'Disposal of old toilet', cost: 50 } },
  { trade: 'plumbing', item: 'Drain clearing with high-pressure jetter and CCTV check', short: 'blocked drain', task: 'Clear the blocked drain and check it by camera', names: /blocked (?:drains?|sewers?|pipes?|sinks?|toilets?)|drain (?:clearing|unblock\w*)|unblock\w* (?:the )?drains?/, unit: 'each', price: 280, kind: 'other', hours: 1.5, usual: 1 },
  { trade: 'plumbing', item: 'Pipe repair (copper or PEX, fittings)', short: 'pipe repair', task: 'Repair the leaking pipe', names: /(?:burst|leak(?:ing|y)|broken|cracked) (?:water )?pipes?/, unit: 'each', price: 60, kind: 'materials', hours: 1.5, usual: 1 },
  { trade: 'plumbing', item: 'Shower rose (WELS 3 star)', short: 'shower head', task: 'Supply and install shower heads', names: /shower (?:heads?|roses?)/, unit: 'each', price: 120, kind: 'materials', hours: 0.75, usual: 1 },
  { trade: 'plumbing', item: 'Stainless steel kitchen sink', short: 'kitchen sink', task: 'Supply and install a kitchen sink', names: /(?:kitchen |laundry )?sinks?|laundry tubs?/, unit: 'each', price: 320, kind: 'materials', hours: 2, usual: 1 },
  { trade: 'plumbing', item: 'Vanity unit with basin', short: 'vanity', task: 'Supply and install a vanity with basin', names: /vanit(?:y|ies)(?: units?)?/, unit: 'each', price: 650, kind: 'materials', hours: 3, usual: 1 },
  { trade: 'plumbing', item: 'Dishwasher connection kit', short: 'dishwasher', task: 'Connect the dishwasher (water and waste)', names: /dish ?washers?/, unit: 'each', price: 45, kind: 'materials', hours: 1.5, usual: 1 },
  { trade: 'plumbing', item: 'Colorbond quad gutter (per m)', short: 'guttering', task: 'Replace guttering', names: /gutters?|guttering/, unit: 'm', price: 38, kind: 'materials', hours: 0.3, usual: 10 },

  // Carpentry (NCC, AS 1684)
  { trade: 'carpentry', item: 'Merbau decking with treated pine subframe (per m²)', short: 'deck', task: 'Build a hardwood deck on a treated pine subframe', names: /deck(?:ing|s)?/, unit: 'm2', price: 165, kind: 'materials', hours: 1.6, usual: 15, extra: { item: 'Waste removal', cost: 150 } },
  { trade: 'carpentry', item: 'External solid core door with hardware', short: 'front door', task: 'Hang a new external door with lock and hardware', names: /(?:front|external|entry|back) doors?/, unit: 'each', price: 850, kind: 'materials', hours: 3.5, usual: 1 },
  { trade: 'carpentry', item: 'Internal hollow core door with handle and hinges', short: 'doors', task: 'Hang internal doors with handles and hinges', names: /(?:internal |interior |hollow core |new )?doors?/, unit: 'each', price: 180, kind: 'materials', hours: 2, usual: 1 },
  { trade: 'carpentry', item: 'Skirting board, primed MDF 68 mm (per m)', short: 'skirting', task: 'Replace skirting boards', names: /skirting(?: boards?)?/, unit: 'm', price: 9.5, kind: 'materials', hours: 0.2, usual: 14, perRoom: 14 },
  { trade: 'carpentry', item: 'Architrave, primed MDF (per m)', short: 'architraves', task: 'Replace architraves', names: /architraves?/, unit: 'm', price: 8, kind: 'materials', hours: 0.25, usual: 10 },
  { trade: 'carpentry', item: 'Timber paling fence 1.8 m (per m)', short: 'fence', task: 'Build a timber paling fence', names: /fenc(?:e|ing)/, unit: 'm', price: 95, kind: 'materials', hours: 0.6, usual: 10, extra: { item: 'Waste removal', cost: 150 } },
  { trade: 'carpentry', item: 'Timber handrail and balustrade (per m)', short: 'handrail', task: 'Install a handrail and balustrade', names: /hand ?rails?|balustrades?/, unit: 'm', price: 120, kind: 'materials', hours: 0.8, usual: 4 },
  { trade: 'carpentry', item: 'Shelving (pine, with brackets)', short: 'shelves', task: 'Build and fit shelves', names: /shel(?:f|ves|ving)/, unit: 'each', price: 45, kind: 'materials', hours: 1, usual: 1 },

  // Painting (two coats, low-VOC acrylic)
  { trade: 'painting', item: 'Interior wall paint and sundries, 2 coats (per m²)', short: 'interior walls', task: 'Prepare and paint interior walls, two coats', names: new RegExp(ROOMS), unit: 'm2', price: 6, kind: 'materials', hours: 0.15, usual: 35, perRoom: 35, rooms: true, paintingOnly: true },
  { trade: 'painting', item: 'Ceiling paint, 2 coats (per m²)', short: 'ceilings', task: 'Paint ceilings, two coats', names: /ceilings?/, unit: 'm2', price: 5, kind: 'materials', hours: 0.18, usual: 14, perRoom: 14, paintingOnly: true },
  { trade: 'painting', item: 'Exterior paint, 2 coats (per m²)', short: 'exterior', task: 'Prepare and paint the exterior, two coats', names: /exterior(?: walls?)?|outside(?: of the house)?|weatherboards?|render|eaves/, unit: 'm2', price: 7, kind: 'materials', hours: 0.2, usual: 100, paintingOnly: true },
  { trade: 'painting', item: 'Door and frame paint, enamel (per door)', short: 'doors', task: 'Paint doors and frames in enamel', names: /doors?(?: and frames?)?|door frames?/, unit: 'each', price: 15, kind: 'materials', hours: 1, usual: 1, paintingOnly: true },
  { trade: 'painting', item: 'Skirting and trim enamel (per m)', short: 'trims', task: 'Paint skirtings and trims in enamel', names: /skirting(?: boards?)?|trims?|architraves?/, unit: 'm', price: 1.5, kind: 'materials', hours: 0.1, usual: 14, perRoom: 14, paintingOnly: true },
  { trade: 'painting', item: 'Deck oil, 2 coats (per m²)', short: 'deck oiling', task: 'Sand, clean and oil the deck, two coats', names: /deck(?:ing|s)?/, unit: 'm2', price: 4, kind: 'materials', hours: 0.15, usual: 15, paintingOnly: true },
  { trade: 'painting', item: 'Plaster patching compound and sanding', short: 'plaster repairs', task: 'Patch and sand plaster damage', names: /(?:holes?|cracks?|dents?) in (?:the )?(?:walls?|plaster(?:board)?|gyprock|ceilings?)|(?:plaster(?:board)?|gyprock|wall) (?:patch\w*|repairs?|holes?|cracks?)/, unit: 'each', price: 35, kind: 'materials', hours: 1, usual: 1 },
];

export const TRADE_LABOUR: Record<Trade, { label: string; keywords: RegExp; standards: string }> = {
  electrical: {
    label: 'Electrician',
    keywords: /electric|power|light|switch|wiring|circuit|sparky|outlet|fan/,
    standards: 'All electrical work to AS/NZS 3000 by a licensed electrician, tested and certified on completion.',
  },
  plumbing: {
    label: 'Plumber',
    keywords: /plumb|leak|pipe|drain|tap|toilet|water|gas|sewer|shower|gutter/,
    standards: 'All plumbing work to AS/NZS 3500 by a licensed plumber.',
  },
  carpentry: {
    label: 'Carpenter',
    keywords: /carpent|chippy|timber|deck|door|fence|cabinet|shel|frame|joiner|stair/,
    standards: 'Carpentry to the National Construction Code and AS 1684, with fixings to suit the site.',
  },
  painting: {
    label: 'Painter',
    keywords: /paint|colour|stain|render|plaster|wall/,
    standards: 'Surfaces cleaned, patched and sanded before painting; premium low-VOC paints.',
  },
  general: {
    label: 'Tradesperson',
    keywords: /handyman|maintenance|repair/,
    standards: 'Work carried out to the relevant Australian Standards.',
  },
};
