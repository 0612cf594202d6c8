import type { Trade } from './types.ts';

/**
 * Each trade's labour line and standards, the words that tell a job is theirs (when the
 * notes name no item of theirs, "gas leak at meter") and the hours a task of theirs takes
 * when nothing in the notes says more.
 */
export const TRADES: Record<Trade, { label: string; words: string[]; standards: string; taskHours: number }> = {
  electrical: { label: 'Electrician', words: ['electrical', 'electric', 'power', 'wiring', 'circuit', 'sparky', 'tripping', 'rcd', 'lights', 'light'], standards: 'Electrical work to AS/NZS 3000 by a licensed electrician, tested on completion.', taskHours: 1.5 },
  plumbing: { label: 'Plumber', words: ['plumbing', 'plumber', 'pipe', 'drain', 'sewer', 'stormwater', 'water', 'leak', 'toilet', 'cistern', 'tap', 'shower', 'basin'], standards: 'Plumbing work to AS/NZS 3500 by a licensed plumber.', taskHours: 1.5 },
  gas: { label: 'Gasfitter', words: ['gas', 'lpg', 'bayonet'], standards: 'Gas work to AS/NZS 5601 by a licensed gasfitter, with a compliance certificate where required.', taskHours: 1.5 },
  hvac: { label: 'Air conditioning technician', words: ['aircon', 'air con', 'ac', 'hvac', 'ducted', 'refrigerant', 'regas'], standards: 'Air conditioning work by an ARCtick-licensed technician to AS/NZS 5149.', taskHours: 1.5 },
  carpentry: { label: 'Carpenter', words: ['carpentry', 'carpenter', 'chippy', 'timber', 'stairs', 'cupboard', 'door', 'frame', 'joinery'], standards: 'Carpentry to the National Construction Code and AS 1684.', taskHours: 2 },
  tiling: { label: 'Tiler', words: ['tiler', 'tiling', 'grout', 'regrout', 'waterproofing'], standards: 'Tiling to AS 3958, with waterproofing to AS 3740 in wet areas.', taskHours: 2 },
  painting: { label: 'Painter', words: ['painter', 'painting', 'paint', 'plaster'], standards: 'Surfaces cleaned, patched and sanded before painting; low-VOC paints.', taskHours: 2 },
  roofing: { label: 'Roofer', words: ['roof', 'roofer', 'ridge', 'flashing', 'valley'], standards: 'Roofing to the manufacturer’s installation guide and AS 1562.', taskHours: 2 },
  fencing: { label: 'Fencer', words: ['fence', 'fencing', 'fencer'], standards: 'Fencing to the site’s boundary and pool safety rules (AS 1926 for pool fences).', taskHours: 2 },
  landscaping: { label: 'Landscaper', words: ['landscaping', 'landscaper', 'garden', 'lawn', 'irrigation', 'yard', 'backyard'], standards: 'Landscaping with materials suited to the site and its drainage.', taskHours: 3 },
  concreting: { label: 'Concreter', words: ['concrete', 'concreter', 'slab', 'driveway', 'path'], standards: 'Concrete to AS 3600 with reinforcement and joints to suit.', taskHours: 3 },
  general: { label: 'Tradesperson', words: ['handyman', 'maintenance'], standards: 'Work carried out to the relevant Australian Standards.', taskHours: 1.5 },
};
