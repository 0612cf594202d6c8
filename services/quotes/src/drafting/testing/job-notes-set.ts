/**
 * Job notes as Australian tradies type them on a phone, each with what the tradie
 * expects of the draft. Patterns are case-insensitive regular expressions:
 * - `items`: a line whose words match, and its quantity when given;
 * - `unpriced`: no line matching may carry a price (client supplied, ruled out, never asked for);
 * - `tasks`: a labour line citing words of the notes that match;
 * - `hours`: the labour hours in all, inclusive; `total`: the draft's total ex GST at $110 an hour.
 */
export interface JobNotesCase {
  notes: string;
  items?: [pattern: string, quantity?: number][];
  unpriced?: string[];
  tasks?: string[];
  hours?: [number, number];
  total?: [number, number];
}

export const HOURLY_RATE = 110;

export const JOB_NOTES_SET: JobNotesCase[] = [
  // Electricians
  { notes: 'install new RCBO for the pool pump circuit', items: [['rcbo', 1]], unpriced: ['switchboard', 'certificate'], tasks: ['install new rcbo'], total: [150, 500] },
  { notes: 'Supply and install 8 RCBOs in existing board', items: [['rcbo', 8]], unpriced: ['switchboard', '\\brcd\\b'], total: [800, 2000] },
  { notes: '2 interconnected smoke alarms in hallway', items: [['smoke alarm', 2]], total: [250, 700] },
  { notes: 'replace 6 smoke alarms with 240v interconnected photoelectric, 3 bedroom house', items: [['smoke alarm', 6]], total: [700, 1700] },
  { notes: '6 dowlights in lounge and 4 in kitchen', items: [['downlight', 10]], total: [450, 1300] },
  { notes: 'weatherproof double GPO on the back deck', items: [['weatherproof', 1]], unpriced: ['deck'], total: [150, 450] },
  { notes: 'new 20A outlet for the pool pump on a dedicated circuit', items: [['20 ?a', 1]], total: [200, 900] },
  { notes: 'ceiling fans x3 in bedrooms', items: [['ceiling fan', 3]], total: [700, 1900] },
  { notes: 'Install EV charger in garage, about 12m cable run from the switchboard', items: [['ev charger', 1], ['cable', 12]], unpriced: ['switchboard'], total: [1200, 3200] },
  { notes: 'fault find tripping RCD, power keeps cutting out in kitchen', tasks: ['fault find'], unpriced: ['rcd', 'safety switch', 'power point'], hours: [1, 3], total: [100, 450] },
  { notes: 'swap 10 old halogen downlights for LED', items: [['downlight', 10]], total: [450, 1300] },
  { notes: 'install 2 double gpos in kitchen + 1 usb gpo in bedroom', items: [['gpo|power point', 2], ['usb', 1]], total: [250, 750] },
  { notes: 'Switchboard upgrade with 4 RCDs, and replace 6 smoke alarms', items: [['switchboard', 1], ['rcd|safety switch', 4], ['smoke alarm', 6]], total: [2000, 4800] },
  { notes: 'sensor light out the back and a new light switch in laundry', items: [['sensor', 1], ['switch', 1]], tasks: ['sensor light', 'light switch'], total: [200, 600] },
  { notes: 'replace 3 pendant lights over kitchen bench, client supplied pendants', items: [['pendant', 3]], unpriced: ['pendant', 'bench'], tasks: ['replace 3 pendant lights'], total: [150, 600] },
  { notes: 'hardwire clients new oven and induction cooktop, new 32A circuit from board, about 4 hours', items: [['32 ?a', 1]], unpriced: ['oven', 'cooktop'], hours: [4, 4], total: [450, 1100] },
  { notes: 'exhaust fan in bathroom ducted outside', items: [['exhaust fan', 1]], total: [200, 600] },
  { notes: 'run power to shed 25 metres underground, 1 gpo and 2 lights in shed', items: [['cable|conduit|trench', 25], ['gpo|power point', 1], ['light', 2]], total: [700, 2800] },
  { notes: 'Outdoor lighting: 4 garden spike lights and 2 wall lights on the deck', items: [['spike', 4], ['wall light', 2]], unpriced: ['deck'], total: [450, 1500] },
  { notes: 'smoke alarm in each of the 3 bedrooms plus the hall', items: [['smoke alarm', 4]], total: [450, 1200] },
  { notes: 'pair of outdoor flood lights with sensor', items: [['flood', 2]], total: [300, 900] },
  { notes: 'replace 2 light switches and a dimmer', items: [['switch', 2], ['dimmer', 1]], total: [150, 550] },
  { notes: 'Add 3 data points and a TV point in living room', items: [['data', 3], ['tv', 1]], total: [350, 1100] },
  { notes: 'Install 3 × exhaust fans, two in bathrooms one in laundry', items: [['exhaust fan', 3]], total: [550, 1500] },
  { notes: 'Quote to supply & install 3x ceiling fans with lights, 1 bedroom has existing wiring', items: [['ceiling fan', 3]], total: [700, 1900] },
  { notes: 'install 3 x smoke alarms, we dont need to replace the switchboard', items: [['smoke alarm', 3]], unpriced: ['switchboard'], total: [300, 900] },
  { notes: 'Kitchen: 2 double gpos, 6 downlights, rangehood connection excluding rangehood supply', items: [['gpo|power point', 2], ['downlight', 6]], unpriced: ['rangehood'], total: [450, 1400] },
  { notes: 'replace old ceiling fan with new one (supplied by owner)', items: [['fan', 1]], unpriced: ['fan'], total: [100, 400] },
  { notes: 'Power point keeps tripping the safety switch, please investigate', tasks: ['investigate|tripping'], unpriced: ['power point', 'safety switch', 'rcd'], total: [100, 450] },
  { notes: 'install smoke alarms in all 4 bedrooms and hallway, 240v', items: [['smoke alarm', 5]], total: [550, 1400] },
  { notes: 'new light point and switch in the walk in robe', items: [['light', 1], ['switch', 1]], total: [150, 500] },

  // Plumbers and gasfitters
  { notes: 'replace kitchen mixer with client supplied tap', items: [['tap|mixer', 1]], unpriced: ['tap', 'mixer'], tasks: ['replace kitchen mixer'], total: [100, 350] },
  { notes: '10 metres of guttering and 2 downpipes', items: [['gutter', 10], ['downpipe', 2]], total: [500, 1600] },
  { notes: 'blocked toilet, also unblock bathroom basin', tasks: ['blocked toilet', 'unblock bathroom basin'], unpriced: ['basin', 'toilet suite|pan'], total: [150, 650] },
  { notes: 'HWS died, replace with new 315L electric', items: [['hot water', 1], ['315 ?l', 1]], total: [1400, 3500] },
  { notes: 'leaking tap in laundry and a dripping shower', tasks: ['leaking tap', 'dripping shower'], unpriced: ['mixer', 'shower (head|rose)'], hours: [1, 3], total: [120, 450] },
  { notes: 'install new toilet suite, old one to be removed', items: [['toilet', 1]], total: [500, 1300] },
  { notes: 'replace 2 basin taps + kitchen mixer', items: [['tap', 2], ['mixer', 1]], total: [350, 1100] },
  { notes: 'Burst pipe under the house, repair asap', tasks: ['burst pipe'], total: [150, 650] },
  { notes: 'Install dishwasher, client has bought their own', items: [['dishwasher', 1]], unpriced: ['^dishwasher'], tasks: ['install dishwasher'], total: [100, 400] },
  { notes: 'replace vanity and toilet in ensuite, tiling by others', items: [['vanity', 1], ['toilet', 1]], unpriced: ['til'], total: [1000, 2800] },
  { notes: 'Supply and install heat pump hot water 270L, remove old electric unit', items: [['heat pump', 1]], total: [2800, 5500] },
  { notes: 'CCTV drain inspection and jet blocked sewer line', tasks: ['cctv|inspection', 'jet'], total: [250, 1000] },
  { notes: 'new outdoor garden tap off existing line', items: [['tap', 1]], total: [150, 500] },
  { notes: 'replace shower head x2 and both basin wastes', items: [['shower', 2], ['waste', 2]], total: [250, 800] },
  { notes: 'install water filter under kitchen sink', items: [['filter', 1]], unpriced: ['sink'], total: [200, 700] },
  { notes: 'replace 3 downpipes and 12 m gutter guard', items: [['downpipe', 3], ['gutter guard', 12]], total: [400, 1400] },
  { notes: 'toilet cistern running constantly, fix. we don’t need to replace the pan', tasks: ['cistern'], unpriced: ['pan', 'toilet suite'], total: [100, 400] },
  { notes: 'Install new gas cooktop, bayonet fitting not required', items: [['cooktop', 1]], unpriced: ['bayonet'], total: [250, 1200] },
  { notes: 'gas leak at meter, find and repair', tasks: ['gas leak'], hours: [1, 3], total: [120, 450] },
  { notes: '2 gas bayonets on the back deck for heaters', items: [['bayonet', 2]], unpriced: ['deck', 'heater'], total: [300, 900] },
  { notes: 'Service gas heater and replace thermocouple', items: [['thermocouple', 1]], tasks: ['service gas heater'], unpriced: ['heater'], total: [150, 500] },
  { notes: 'Convert gas HWS to continuous flow 26L', items: [['continuous flow', 1]], total: [1500, 3800] },
  { notes: 'stormwater pipe blocked at front of house, clear and cctv', tasks: ['stormwater'], total: [200, 900] },
  { notes: 'relocate washing machine taps and waste 2 metres along the laundry wall', tasks: ['relocate'], total: [200, 900] },

  // Air conditioning
  { notes: 'Supply and install 7kW split system in living room, back to back install', items: [['split', 1], ['7 ?kw', 1]], total: [1800, 3800] },
  { notes: 'install 2 split systems, 2.5kw in bedrooms', items: [['split', 2], ['2\\.5 ?kw', 2]], total: [2600, 6000] },
  { notes: 'aircon regas and service, unit not cooling', tasks: ['regas|service'], unpriced: ['split system', 'air ?con.*unit'], total: [150, 650] },
  { notes: 'AC not working, fault find', tasks: ['fault find'], unpriced: ['split', 'unit'], total: [100, 500] },
  { notes: 'Install client supplied split system 5kW in main bedroom', items: [['split', 1]], unpriced: ['split'], total: [400, 1200] },
  { notes: 'clean and service ducted aircon, 8 outlets', tasks: ['service|clean'], unpriced: ['ducted'], total: [150, 700] },

  // Carpenters and builders
  { notes: 'Build a 5m x 4m merbau deck with 3 steps', items: [['deck', 20]], total: [4000, 10000] },
  { notes: 'hang 2 internal doors and replace 1 front door', items: [['internal|door', 2], ['front|entry|external', 1]], total: [1000, 2800] },
  { notes: 'replace 25 metres of skirting boards in living areas', items: [['skirting', 25]], total: [400, 1300] },
  { notes: 'fix sticking door and adjust 3 cupboard doors', tasks: ['sticking door', 'cupboard doors'], unpriced: ['door'], total: [100, 500] },
  { notes: 'install 4 floating shelves in study', items: [['shel', 4]], total: [250, 900] },
  { notes: 'replace rotten decking boards approx 6m2', items: [['deck', 6]], total: [500, 2000] },
  { notes: 'build pergola 4x3m treated pine', items: [['pergola', 12]], total: [2500, 9000] },
  { notes: 'replace 10m of architraves and 2 door handles', items: [['architrave', 10], ['handle', 2]], total: [300, 1000] },
  { notes: '2 days work fixing up the back stairs and handrail', hours: [16, 16], tasks: ['stairs|handrail'], total: [1700, 3500] },

  // Tilers
  { notes: 'tile bathroom floor 8m2 and shower walls 14 m2, client supplied tiles', items: [['til', 8], ['til', 14]], unpriced: ['^tiles'], total: [1500, 4500] },
  { notes: 'kitchen splashback tiling approx 3 sqm', items: [['til|splashback', 3]], total: [300, 1100] },
  { notes: 'regrout shower and reseal, about half a day', hours: [4, 4], tasks: ['regrout|reseal'], total: [400, 800] },
  { notes: 'Retile laundry floor 6 m2 remove old tiles', items: [['til', 6]], total: [700, 2200] },

  // Painters
  { notes: 'Paint 3 bedrooms and the hallway, walls and ceilings, two coats', items: [['wall'], ['ceiling']], total: [1500, 6500] },
  { notes: 'repaint exterior weatherboards approx 120 m2', items: [['exterior|weatherboard', 120]], total: [3000, 9000] },
  { notes: 'paint front fence 20 metres, client supplying paint', items: [['fence|paint', 20]], unpriced: ['paint'], total: [300, 1800] },
  { notes: 'Oil the deck, about 30 m2', items: [['deck', 30]], unpriced: ['merbau', 'decking board', 'subframe'], total: [400, 1500] },
  { notes: 'patch holes in plaster and paint lounge room walls', items: [['patch|plaster'], ['wall']], total: [500, 2000] },
  { notes: 'paint 6 internal doors and frames', items: [['door', 6]], unpriced: ['hollow core', 'hinge'], total: [500, 1600] },

  // Roofers
  { notes: 'replace 10 broken roof tiles and repoint ridge capping', items: [['tile', 10]], tasks: ['repoint ridge capping'], total: [500, 2500] },
  { notes: 'roof leak above kitchen, find and fix', tasks: ['roof leak'], total: [150, 700] },
  { notes: 'replace 40m2 of colorbond roof sheeting', items: [['roof|sheet', 40]], total: [2500, 7000] },
  { notes: 'install whirlybird x2', items: [['whirlybird', 2]], total: [300, 1000] },

  // Fencers
  { notes: '20m colorbond fence 1.8 high with 1 gate', items: [['fence', 20], ['gate', 1]], total: [2000, 5500] },
  { notes: 'replace 15 metres of paling fence, old fence removal not required', items: [['fence', 15]], unpriced: ['removal|disposal|waste'], total: [1200, 3800] },
  { notes: 'glass pool fence 12 lm and self closing gate', items: [['pool|glass', 12], ['gate', 1]], total: [3000, 9000] },

  // Landscapers and concreters
  { notes: 'lay 50m2 of turf in backyard', items: [['turf', 50]], total: [700, 2500] },
  { notes: 'build sleeper retaining wall 8m long 600 high', items: [['retaining', 8]], total: [1500, 5000] },
  { notes: 'mulch garden beds approx 20 m2 and plant 10 shrubs', items: [['mulch', 20], ['plant|shrub', 10]], total: [400, 1800] },
  { notes: 'install irrigation for front lawn', tasks: ['irrigation'], total: [300, 2500] },
  { notes: 'pour concrete driveway 40 m2, 100mm thick', items: [['concrete|driveway', 40]], total: [3000, 9000] },
  { notes: 'concrete slab for shed 3x3m', items: [['slab|concrete', 9]], total: [700, 2800] },
  { notes: 'cut out and remove 10m2 of old concrete path', tasks: ['remove|cut'], unpriced: ['slab', 'driveway'], total: [300, 1800] },

  // Mixed jobs and handymen
  { notes: 'Bathroom reno: install 4 downlights and an exhaust fan, replace the vanity and toilet, then paint the ceiling', items: [['downlight', 4], ['exhaust', 1], ['vanity', 1], ['toilet', 1], ['ceiling']], total: [2000, 5500] },
  { notes: 'fix leaking tap, replace 2 door handles and patch hole in wall', tasks: ['leaking tap', 'door handles', 'patch'], items: [['handle', 2]], total: [200, 800] },
  { notes: 'general maintenance around the house, half a day', hours: [4, 4], total: [400, 600] },
  { notes: 'Replace 2 taps and a shower head, should take about 3 hours', items: [['tap', 2], ['shower', 1]], hours: [3, 3], total: [450, 1000] },
  { notes: 'supply and fit 3 ceiling fans in the bedrooms and a sensor light out the back', items: [['ceiling fan', 3], ['sensor', 1]], unpriced: ['bedroom'], total: [900, 2200] },
];
