import type { LexiconItem } from './types.ts';

/** Air conditioning, fencing, landscaping and concreting items. */
export const OUTDOOR: LexiconItem[] = [
  // Air conditioning (AS/NZS 5149)
  { id: 'split-system', trade: 'hvac', item: 'Split system air conditioner, back-to-back install kit', names: ['split system', 'split', 'aircon', 'air con', 'air conditioner', 'air conditioning', 'ac', 'a/c', 'reverse cycle', 'split system aircon', 'split system air conditioner'], unit: 'each', price: 1500, hours: 5, serviceHours: 1 },
  { id: 'ducted', trade: 'hvac', item: 'Ducted air conditioning system', names: ['ducted', 'ducted aircon', 'ducted air con', 'ducted system', 'ducted air conditioning'], unit: 'each', price: null, hours: 16, serviceHours: 2 },
  { id: 'ac-filter', trade: 'hvac', item: 'Return air filter', names: ['return air filter', 'air filter', 'return air grille filter', 'aircon filter'], unit: 'each', price: 45, hours: 0.3, serviceHours: 0.3 },
  { id: 'ac-pipe', trade: 'hvac', item: 'Extra refrigerant pipe run (per m)', names: ['pipe run', 'refrigerant pipe', 'copper run'], unit: 'm', price: 45, hours: 0.2, usual: 3 },

  // Fencing
  { id: 'fence', trade: 'fencing', item: 'Timber paling fence 1.8 m (per m)', names: ['fence', 'fencing', 'paling fence', 'boundary fence', 'side fence', 'front fence'], unit: 'm', price: 95, hours: 0.6, serviceHours: 1.5, usual: 10,
    kinds: [
      { words: ['colorbond', 'colourbond', 'metal'], item: 'Colorbond fence 1.8 m (per m)', price: 110 },
      { words: ['pool', 'glass'], item: 'Frameless glass pool fence (per m)', price: 450 },
      { words: ['picket'], item: 'Timber picket fence (per m)', price: 120 },
      { words: ['aluminium', 'slat'], item: 'Aluminium slat fence (per m)', price: 220 },
    ] },
  { id: 'gate', trade: 'fencing', item: 'Gate with hinges and latch', names: ['gate', 'gates', 'pedestrian gate', 'side gate', 'self closing gate'], unit: 'each', price: 450, hours: 2, serviceHours: 0.75,
    kinds: [{ words: ['pool', 'glass', 'self closing'], item: 'Self-closing pool gate with latch', price: 650 }, { words: ['double', 'driveway', 'sliding'], item: 'Double driveway gate', price: 1400 }] },
  { id: 'paling', trade: 'fencing', item: 'Timber fence paling', names: ['paling', 'palings', 'fence paling'], unit: 'each', price: 8, hours: 0.2, serviceHours: 0.2 },
  { id: 'fence-post', trade: 'fencing', item: 'Fence post, set in concrete', names: ['post', 'posts', 'fence post', 'gate post'], unit: 'each', price: 45, hours: 1, serviceHours: 0.75 },
  { id: 'hinge', trade: 'fencing', item: 'Heavy-duty gate hinge', names: ['hinge', 'hinges', 'gate hinge', 'gate hinges'], unit: 'each', price: 18, hours: 0.3, serviceHours: 0.3 },
  { id: 'latch', trade: 'fencing', item: 'Gate latch', names: ['latch', 'gate latch', 'pool latch', 'magnalatch'], unit: 'each', price: 35, hours: 0.5, serviceHours: 0.4 },
  { id: 'retaining-wall', trade: 'landscaping', item: 'Sleeper retaining wall with steel posts (per m)', names: ['retaining wall', 'retaining', 'sleeper wall', 'sleepers'], unit: 'm', price: 180, hours: 1.5, serviceHours: 2, usual: 6 },

  // Landscaping
  { id: 'turf', trade: 'landscaping', item: 'Turf, laid on prepared soil (per m²)', names: ['turf', 'lawn', 'grass', 'sir walter', 'kikuyu', 'buffalo'], unit: 'm2', price: 14, hours: 0.12, serviceHours: 1, usual: 30 },
  { id: 'mulch', trade: 'landscaping', item: 'Mulch, 75 mm deep (per m²)', names: ['mulch', 'mulching', 'garden bed', 'garden beds'], unit: 'm2', price: 8, hours: 0.08, usual: 10 },
  { id: 'plant', trade: 'landscaping', item: 'Plant, 200 mm pot', names: ['plant', 'plants', 'shrub', 'shrubs', 'hedge', 'hedges', 'tree', 'trees'], unit: 'each', price: 25, hours: 0.25, serviceHours: 0.3 },
  { id: 'irrigation', trade: 'landscaping', item: 'Irrigation system', names: ['irrigation', 'sprinkler', 'sprinklers', 'drip line', 'reticulation'], unit: 'each', price: null, hours: 4, serviceHours: 1 },
  { id: 'paving', trade: 'landscaping', item: 'Pavers laid on compacted base (per m²)', names: ['paving', 'pavers', 'paved area'], unit: 'm2', price: 55, hours: 0.8, usual: 10 },
  { id: 'garden-edging', trade: 'landscaping', item: 'Garden edging (per m)', names: ['edging', 'garden edging'], unit: 'm', price: 15, hours: 0.2, usual: 10 },

  // Concreting (AS 3600)
  { id: 'concrete', trade: 'concreting', item: 'Concrete, 100 mm with mesh, placed and finished (per m²)', names: ['concrete', 'slab', 'concrete slab', 'driveway', 'concrete driveway', 'path', 'concrete path', 'footpath', 'pad', 'shed slab'], unit: 'm2', price: 65, hours: 0.3, serviceHours: 0.2, usual: 10,
    kinds: [{ words: ['exposed aggregate', 'exposed'], item: 'Exposed aggregate concrete (per m²)', price: 95 }] },
  { id: 'pier', trade: 'concreting', item: 'Concrete pier or footing, dug and poured', names: ['pier', 'pier hole', 'footing', 'footings', 'post hole', 'post footing', 'stump'], unit: 'each', price: 60, hours: 0.75, serviceHours: 0.75 },
  { id: 'skip', trade: 'general', item: 'Skip bin', names: ['skip', 'skip bin'], unit: 'each', price: 450, other: true, hours: 0 },
  { id: 'rubbish', trade: 'general', item: 'Waste removal', names: ['rubbish removal', 'waste removal', 'tip fees', 'disposal', 'rubbish'], unit: 'each', price: 150, other: true, hours: 0.5 },
];
