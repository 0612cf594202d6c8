import path from 'node:path';
import { createTestDatabase, freePort, startNodeProcess, TEST_IDENTITY_SECRET } from '@cobber/kit/testing';
import { describe, expect, it } from 'vitest';

const MAIN = path.join(import.meta.dirname, 'main.ts');
const STRIPE_KEYS = { STRIPE_SECRET_KEY: 'sk_test_cobber', STRIPE_PUBLISHABLE_KEY: 'pk_test_cobber', STRIPE_WEBHOOK_SECRET: 'whsec_cobber' };
const NO_STRIPE = { STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '', PAYMENTS_PROVIDER: '' };

/** The payments service started on its own, as docker-compose.yml or a supervisor would. */
async function start(env: Record<string, string>) {
  return startNodeProcess(MAIN, {
    DATABASE_URL: await createTestDatabase(),
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    PAYMENTS_PORT: String(await freePort()),
    KAFKA_BROKERS: '',
    LOG_LEVEL: 'info',
    ...NO_STRIPE,
    ...env,
  });
}

// The built-in test provider only when asked for by name.
describe('the payments service at start-up', () => {
  it('refuses to start without Stripe keys or PAYMENTS_PROVIDER=test (exit 2), naming the settings', async () => {
    const service = await start({});
    expect(await service.exited).toBe(2);
    const said = service.lines.join('\n');
    expect(said).toContain('set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET');
    expect(said).toContain('or PAYMENTS_PROVIDER=test for the built-in test provider, which takes no real money');
  });

  it('refuses a partial set of Stripe keys, naming the missing one', async () => {
    const service = await start({ STRIPE_SECRET_KEY: 'sk_test_cobber', STRIPE_PUBLISHABLE_KEY: 'pk_test_cobber' });
    expect(await service.exited).toBe(2);
    expect(service.lines.join('\n')).toContain('STRIPE_WEBHOOK_SECRET: card payments need Stripe');
  });

  it('refuses PAYMENTS_PROVIDER=test beside Stripe keys, rather than guess which one is meant', async () => {
    const service = await start({ ...STRIPE_KEYS, PAYMENTS_PROVIDER: 'test' });
    expect(await service.exited).toBe(2);
    expect(service.lines.join('\n')).toContain('PAYMENTS_PROVIDER: is test, which takes no Stripe keys');
  });

  it('starts with the built-in test provider when PAYMENTS_PROVIDER=test says so, and says no real money is taken', async () => {
    const service = await start({ PAYMENTS_PROVIDER: 'test' });
    try {
      expect(await service.waitForLine(/listening on/, 60_000)).toContain('built-in test provider: no real money is taken');
    } finally {
      await service.kill();
    }
  });
});
