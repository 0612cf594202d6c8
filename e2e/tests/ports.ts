// Where the journeys' apps listen and keep their data. E2E_PORT_BASE moves them all, so
// two engineers on one machine can run the journeys at once (default 3100: the apps on
// 3100 and 3101, fake Stripe on 3102, their PostgreSQL on 54332 and 54331).
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
const suffix = base === 3100 ? '' : `-${base}`;

export const e2ePorts = {
  app: base,
  stripeApp: base + 1,
  fakeStripe: base + 2,
  postgres: 54332 + (base - 3100) * 3,
  stripePostgres: 54331 + (base - 3100) * 3,
  dataDir: `.cache/e2e-data${suffix}`,
  stripeDataDir: `.cache/e2e-stripe-data${suffix}`,
  resultsDir: `test-results${suffix}`,
};
