import { defineConfig } from '@playwright/test';
import { e2ePorts } from './tests/ports.ts';
import { stripeApp } from './tests/stripe-app.ts';

const port = e2ePorts.app;

// Every journey signs up its own owners from 127.0.0.1: the suite makes more sign-ups in a
// window than one person would (the limits themselves are tested in the gateway's tests).
const JOURNEY_LIMITS = { LOGIN_LIMIT_PER_IP: '2000', PUBLIC_LIMIT_PER_IP: '100000' };

// Journeys at phone size in Debian's Chromium against the embedded app.
export default defineConfig({
  testDir: './tests',
  // Its own results folder per port base: a run empties it at the start, and must not empty another's.
  outputDir: e2ePorts.resultsDir,
  workers: 1,
  fullyParallel: false,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 390, height: 844 },
    isMobile: false,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      // The whole app in one process with a fresh embedded database (built frontends needed).
      command: `"${process.execPath}" launcher/src/main.ts`,
      cwd: '..',
      // Its own PostgreSQL port, so the journeys run beside an `npm start` on the defaults.
      env: { PORT: String(port), DATA_DIR: e2ePorts.dataDir, COBBER_FRESH: '1', EMBEDDED_POSTGRES_PORT: String(e2ePorts.postgres), ...JOURNEY_LIMITS },
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      // The same app taking cards through Stripe (stripe-deposit.spec.ts).
      command: `"${process.execPath}" launcher/src/main.ts`,
      cwd: '..',
      env: {
        PORT: String(stripeApp.port),
        DATA_DIR: e2ePorts.stripeDataDir,
        COBBER_FRESH: '1',
        EMBEDDED_POSTGRES_PORT: String(e2ePorts.stripePostgres),
        ...JOURNEY_LIMITS,
        STRIPE_SECRET_KEY: stripeApp.secretKey,
        STRIPE_PUBLISHABLE_KEY: stripeApp.publishableKey,
        STRIPE_WEBHOOK_SECRET: stripeApp.webhookSecret,
        STRIPE_API_BASE: `http://127.0.0.1:${stripeApp.fakeStripePort}`,
      },
      url: `http://localhost:${stripeApp.port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
  ],
});
