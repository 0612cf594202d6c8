import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refusedStart, scratchFolder, STARTER } from './testing/settings-world.ts';

/**
 * Every setting honoured once, the other half of settings.test.ts: a bad value
 * of any setting, or settings that break a rule between them, stop `npm start` (and the
 * distributed starter) with exit 2 naming each, before anything is touched.
 */

const folders: { remove(): Promise<void> }[] = [];

afterAll(async () => {
  for (const folder of folders) await folder.remove();
});

/** A data folder that must never be made. */
async function neverMade(): Promise<string> {
  const scratch = await scratchFolder();
  folders.push(scratch);
  return path.join(scratch.dir, 'never-made');
}

describe('npm start refuses every setting the README lists when it is wrong', () => {
  it('refuses a bad value of any setting with exit 2 naming it, and touches nothing', async () => {
    const dataDir = await neverMade();
    const refusals: [Record<string, string>, string[]][] = [
      [
        {
          BACKUP_EVERY_HOURS: 'abc',
          BACKUP_KEEP: '0',
          COBBER_FRESH: 'yes',
          EMBEDDED_POSTGRES_PORT: '99999',
          PORT: 'eighty',
          LOG_LEVEL: 'loud',
          DATABASE_URL: 'mysql://localhost/cobber',
          IDENTITY_SECRET: 'short',
          SESSION_SECRET: 'short',
          PUBLIC_URL: 'cobber dot com',
          TRUST_PROXY: 'yes',
          LOGIN_LIMIT_PER_IP: '0',
          LOGIN_LIMIT_PER_EMAIL: 'many',
          LOGIN_LIMIT_PER_EMAIL_AND_IP: 'x',
          LOGIN_DELAY_MAX_SECONDS: '0',
          ALLOWED_HOSTS: 'http://evil.example/',
          LOGIN_LIMIT_WINDOW_SECONDS: '-5',
          PUBLIC_LIMIT_PER_IP: 'lots',
          PUBLIC_LIMIT_WINDOW_SECONDS: '0',
          ACCOUNT_MAIL_LIMIT_PER_EMAIL: '1.5',
          REQUIRE_EMAIL_CONFIRMATION: 'maybe',
          SMTP_URL: 'not a url',
          MAIL_LIMIT_PER_OWNER_PER_DAY: '0',
          SMS_LIMIT_PER_OWNER_PER_DAY: 'lots',
          TWILIO_ACCOUNT_SID: 'AC0123',
          OPENAI_BASE_URL: 'nope',
          PAYMENTS_PROVIDER: 'paypal',
          STRIPE_API_BASE: 'nope',
          KAFKA_BROKERS: 'nowhere',
          KAFKA_TOPIC_PREFIX: 'bad prefix',
          BUSINESS_PORT: '4001',
          QUOTES_URL: 'http://127.0.0.1:4002',
        },
        [
          'BACKUP_EVERY_HOURS',
          'BACKUP_KEEP',
          'COBBER_FRESH',
          'EMBEDDED_POSTGRES_PORT',
          'PORT',
          'LOG_LEVEL',
          'DATABASE_URL',
          'IDENTITY_SECRET',
          'SESSION_SECRET',
          'PUBLIC_URL',
          'TRUST_PROXY',
          'LOGIN_LIMIT_PER_IP',
          'LOGIN_LIMIT_PER_EMAIL',
          'LOGIN_LIMIT_PER_EMAIL_AND_IP',
          'LOGIN_DELAY_MAX_SECONDS',
          'ALLOWED_HOSTS',
          'LOGIN_LIMIT_WINDOW_SECONDS',
          'PUBLIC_LIMIT_PER_IP',
          'PUBLIC_LIMIT_WINDOW_SECONDS',
          'ACCOUNT_MAIL_LIMIT_PER_EMAIL',
          'REQUIRE_EMAIL_CONFIRMATION',
          'SMTP_URL',
          'MAIL_LIMIT_PER_OWNER_PER_DAY',
          'SMS_LIMIT_PER_OWNER_PER_DAY',
          'OPENAI_BASE_URL',
          'PAYMENTS_PROVIDER',
          'STRIPE_API_BASE',
          'KAFKA_BROKERS',
          'KAFKA_TOPIC_PREFIX',
          'BUSINESS_PORT',
          'QUOTES_URL',
        ],
      ],
      // Each alone stops it too (the README's own examples).
      [{ TWILIO_ACCOUNT_SID: 'AC0123', TWILIO_FROM: '+61400000000' }, ['TWILIO_AUTH_TOKEN']],
      [{ BACKUP_EVERY_HOURS: 'abc' }, ['BACKUP_EVERY_HOURS']],
      // The rules between settings, as each package declares them.
      [{ MAIL_TRANSPORT: 'smtp', PAYMENTS_PROVIDER: 'stripe', S3_BUCKET: 'sparks-photos' }, ['SMTP_URL', 'STRIPE_SECRET_KEY', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION']],
      [{ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_TRANSPORT: 'mailbox', STRIPE_SECRET_KEY: 'sk_test_alone' }, ['MAIL_TRANSPORT', 'STRIPE_PUBLISHABLE_KEY']],
    ];
    const results = await Promise.all(refusals.map(([env]) => refusedStart({ DATA_DIR: dataDir, ...env })));
    results.forEach(({ code, output }, i) => {
      const [env, named] = refusals[i]!;
      expect(code, `${JSON.stringify(env)}:\n${output}`).toBe(2);
      for (const setting of named) expect(output, `${JSON.stringify(env)} names ${setting}`).toMatch(new RegExp(`^\\s+${setting}: `, 'm'));
    });
    expect(existsSync(dataDir)).toBe(false);
  });

  it('the distributed starter checks the settings of every process it starts with the same declarations, before starting anything', async () => {
    const dataDir = await neverMade();
    const { code, output } = await refusedStart({ DATA_DIR: dataDir, LOGIN_LIMIT_PER_IP: 'lots', TWILIO_FROM: '+61400000000', KAFKA_PORT: 'abc' }, STARTER);
    expect(code, output).toBe(2);
    for (const setting of ['LOGIN_LIMIT_PER_IP', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'KAFKA_PORT']) expect(output).toMatch(new RegExp(`^\\s+${setting}: `, 'm'));
    expect(existsSync(dataDir)).toBe(false);
  });

});
