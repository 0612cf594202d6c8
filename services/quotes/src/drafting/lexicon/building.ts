import type { LexiconItem } from './types.ts';

/** Carpenters', tilers', painters' and roofers' items. */
export const BUILDING: LexiconItem[] = [
  // Carpentry (NCC, AS 1684)
  { id: 'deck', trade: 'carpentry', item: 'Merbau decking on treated pine subframe (per m²)', names: ['deck', 'decking', 'decking board', 'deck board', 'deck boards'], unit: 'm2', price: 165, hours: 1.6, serviceHours: 2, usual: 15,
    kinds: [{ words: ['treated pine', 'pine'], item: 'Treated pine decking on subframe (per m²)', price: 95 }, { words: ['composite', 'modwood', 'trex'], item: 'Composite decking on subframe (per m²)', price: 210 }] },
  { id: 'pergola', trade: 'carpentry', item: 'Pergola, treated pine frame (per m²)', names: ['pergola', 'patio cover', 'carport'], unit: 'm2', price: 180, hours: 1.5, usual: 12 },
  { id: 'external-door', group: 'door', trade: 'carpentry', item: 'External solid core door with lock and hardware', names: ['front door', 'entry door', 'external door', 'back door', 'exterior door', 'security door', 'screen door'], unit: 'each', price: 850, hours: 3.5, serviceHours: 1 },
  { id: 'door', group: 'door', trade: 'carpentry', item: 'Internal hollow core door with handle and hinges', names: ['door', 'internal door', 'interior door', 'hollow core door', 'robe door', 'wardrobe door'], unit: 'each', price: 180, hours: 2, serviceHours: 0.5 },
  { id: 'door-handle', trade: 'carpentry', item: 'Door handle set', names: ['door handle', 'handle', 'lever set', 'door lock', 'lock', 'deadlock'], unit: 'each', price: 45, hours: 0.5, serviceHours: 0.4 },
  { id: 'skirting', trade: 'carpentry', item: 'Skirting board, primed MDF (per m)', names: ['skirting', 'skirting board', 'skirtings'], unit: 'm', price: 9.5, hours: 0.2, usual: 14 },
  { id: 'architrave', trade: 'carpentry', item: 'Architrave, primed MDF (per m)', names: ['architrave', 'architraves', 'door frame', 'jamb', 'door jamb'], unit: 'm', price: 8, hours: 0.25, usual: 10 },
  { id: 'shelf', trade: 'carpentry', item: 'Shelf with brackets', names: ['shelf', 'shelves', 'shelving', 'floating shelf', 'floating shelves'], unit: 'each', price: 45, hours: 1, serviceHours: 0.5 },
  { id: 'handrail', trade: 'carpentry', item: 'Timber handrail and balustrade (per m)', names: ['handrail', 'hand rail', 'balustrade', 'railing'], unit: 'm', price: 120, hours: 0.8, serviceHours: 1, usual: 4 },
  { id: 'stairs', trade: 'carpentry', item: 'Timber steps (per step)', names: ['step', 'steps', 'stair', 'stairs', 'staircase'], unit: 'each', price: 90, hours: 1, serviceHours: 1 },
  { id: 'window', trade: 'carpentry', item: 'Window', names: ['window', 'windows', 'sliding window', 'awning window'], unit: 'each', price: null, hours: 3, serviceHours: 1 },
  { id: 'plasterboard', trade: 'carpentry', item: 'Plasterboard sheet 2400 × 1200 × 10 mm, fixed and set', names: ['plasterboard', 'gyprock', 'drywall', 'plaster wall', 'plasterboard sheet', 'sheet of gyprock', 'sheets of gyprock', 'sheet of plasterboard', 'sheets of plasterboard'], unit: 'each', price: 65, hours: 0.75, serviceHours: 1 },
  { id: 'benchtop', trade: 'carpentry', item: 'Benchtop, laminate (per m)', names: ['benchtop', 'bench top', 'benchtops', 'kitchen bench'], unit: 'm', price: 220, hours: 0.8, serviceHours: 1, usual: 3,
    kinds: [{ words: ['stone', 'granite', 'caesarstone', 'marble'], item: 'Benchtop, engineered stone (per m)', price: null }, { words: ['timber', 'wood', 'blackbutt'], item: 'Benchtop, timber (per m)', price: 350 }] },
  { id: 'cabinet', trade: 'carpentry', item: 'Kitchen or vanity cabinet', names: ['cabinet', 'cabinets', 'cupboard', 'cupboards', 'kitchen cabinet'], unit: 'each', price: null, hours: 1.5, serviceHours: 0.5 },
  { id: 'cabinet-door', trade: 'carpentry', item: 'Cabinet door with soft-close hinges', names: ['cabinet door', 'cupboard door', 'kitchen door', 'drawer front'], unit: 'each', price: 80, hours: 0.5, serviceHours: 0.3 },
  { id: 'patch', trade: 'painting', item: 'Plaster patching compound and sanding', names: ['patch', 'patching', 'hole in wall', 'hole in the wall', 'holes in wall', 'hole', 'holes', 'crack', 'cracks', 'plaster repair'], unit: 'each', price: 35, hours: 1 },

  // Tiling (AS 3958, AS 3740)
  { id: 'floor-tiling', trade: 'tiling', work: 'tile', item: 'Floor tiling: adhesive, grout and levelling (per m²)', names: ['floor', 'floors', 'bathroom floor', 'laundry floor', 'kitchen floor', 'floor tile', 'floor tiles'], unit: 'm2', price: 18, hours: 1, usual: 6, uses: 'tiles' },
  { id: 'wall-tiling', trade: 'tiling', work: 'tile', item: 'Wall tiling: adhesive, grout and trims (per m²)', names: ['wall', 'walls', 'shower wall', 'shower walls', 'wall tiles', 'shower', 'bathroom walls'], unit: 'm2', price: 16, hours: 1.1, usual: 10, uses: 'tiles' },
  { id: 'splashback', trade: 'tiling', work: 'tile', item: 'Splashback tiling: adhesive, grout and trims (per m²)', names: ['splashback', 'splash back', 'kitchen splashback'], unit: 'm2', price: 16, hours: 1.4, usual: 3, uses: 'tiles' },
  { id: 'tiles', trade: 'tiling', item: 'Tiles, mid-range porcelain (per m²)', names: ['tiles', 'tile', 'porcelain tiles', 'ceramic tiles'], unit: 'm2', price: 45, hours: 0, group: 'tiles', usual: 6 },
  { id: 'waterproofing', trade: 'tiling', item: 'Waterproofing membrane (per m²)', names: ['waterproofing', 'waterproof membrane', 'membrane'], unit: 'm2', price: 25, hours: 0.3, usual: 8 },
  { id: 'grout', trade: 'tiling', item: 'Grout and silicone', names: ['grout', 'silicone', 'regrout', 'reseal'], unit: 'each', price: 40, hours: 2, serviceHours: 2 },

  // Painting (two coats, low-VOC acrylic)
  { id: 'wall-paint', trade: 'painting', work: 'paint', group: 'paint', item: 'Interior wall paint, 2 coats (per m²)', names: ['wall', 'walls', 'interior walls', 'interior', 'inside'], unit: 'm2', price: 6, hours: 0.15, usual: 35, perRoom: 35 },
  { id: 'ceiling-paint', trade: 'painting', work: 'paint', group: 'paint', item: 'Ceiling paint, 2 coats (per m²)', names: ['ceiling', 'ceilings'], unit: 'm2', price: 5, hours: 0.18, usual: 14, perRoom: 14 },
  { id: 'exterior-paint', trade: 'painting', work: 'paint', group: 'paint', item: 'Exterior paint, 2 coats (per m²)', names: ['exterior', 'house exterior', 'outside of house', 'outside of the house', 'weatherboard', 'weatherboards', 'outside', 'render', 'eaves', 'fascia', 'cladding'], unit: 'm2', price: 7, hours: 0.2, usual: 100 },
  { id: 'door-paint', trade: 'painting', work: 'paint', group: 'paint', item: 'Door and frame paint, enamel (per door)', names: ['door', 'doors', 'door frame', 'internal door', 'front door'], unit: 'each', price: 15, hours: 1 },
  { id: 'trim-paint', trade: 'painting', work: 'paint', group: 'paint', item: 'Skirting and trim enamel (per m)', names: ['skirting', 'skirtings', 'trim', 'trims', 'architrave', 'architraves', 'window frame', 'frames'], unit: 'm', price: 1.5, hours: 0.1, usual: 14, perRoom: 14 },
  { id: 'fence-paint', trade: 'painting', work: 'paint', group: 'paint', item: 'Fence paint or stain, 2 coats (per m)', names: ['fence', 'fencing', 'front fence', 'paling fence'], unit: 'm', price: 6, hours: 0.25, usual: 20 },
  { id: 'deck-oil', trade: 'painting', work: 'paint', group: 'paint', item: 'Deck oil, 2 coats (per m²)', names: ['deck', 'decking'], unit: 'm2', price: 4, hours: 0.15, usual: 15 },
  { id: 'roof-paint', trade: 'painting', work: 'paint', group: 'paint', item: 'Roof paint, 2 coats (per m²)', names: ['roof'], unit: 'm2', price: 8, hours: 0.12, usual: 150 },
  { id: 'paint', trade: 'painting', group: 'paint', item: 'Paint and sundries', names: ['paint'], unit: 'each', price: 120, hours: 0 },

  // Roofing
  { id: 'roof-tile', trade: 'roofing', item: 'Roof tile, matched concrete or terracotta', names: ['roof tile', 'roof tiles', 'broken tile', 'cracked tile'], unit: 'each', price: 12, hours: 0.2, serviceHours: 0.2 },
  { id: 'ridge-capping', trade: 'roofing', item: 'Ridge capping re-bed and re-point (per m)', names: ['ridge capping', 'ridge cap', 'ridge', 'capping'], unit: 'm', price: 12, hours: 0.4, serviceHours: 2, usual: 10 },
  { id: 'roof-sheeting', trade: 'roofing', item: 'Colorbond roof sheeting (per m²)', names: ['roof', 're roof', 'reroof', 'roof sheeting', 'roof sheet', 'roof sheets', 'colorbond roof', 'iron roof', 'tin roof', 'roofing', 'corrugated iron'], unit: 'm2', price: 45, hours: 0.35, serviceHours: 1.5, usual: 20 },
  { id: 'whirlybird', trade: 'roofing', item: 'Whirlybird roof ventilator', names: ['whirlybird', 'roof vent', 'roof ventilator'], unit: 'each', price: 110, hours: 1.25, serviceHours: 0.5 },
  { id: 'flashing', trade: 'roofing', item: 'Colorbond flashing (per m)', names: ['flashing', 'flashings'], unit: 'm', price: 25, hours: 0.3, serviceHours: 1, usual: 3 },
  { id: 'skylight', trade: 'roofing', item: 'Skylight', names: ['skylight', 'skylights', 'solatube'], unit: 'each', price: 650, hours: 4, serviceHours: 1 },
];
