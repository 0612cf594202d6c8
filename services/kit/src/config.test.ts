import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, loadConfig, settings } from './config.ts';

describe('settings', () => {
  const Schema = z.object({ DATABASE_URL: settings.databaseUrl(), PORT: settings.port(4000), IDENTITY_SECRET: settings.secret() });

  it('reads and defaults valid settings', () => {
    const config = loadConfig(Schema, { DATABASE_URL: 'postgres://u:p@h:5432/db', IDENTITY_SECRET: 'x'.repeat(32) });
    expect(config).toEqual({ DATABASE_URL: 'postgres://u:p@h:5432/db', PORT: 4000, IDENTITY_SECRET: 'x'.repeat(32) });
  });

  it('stops start-up naming each bad setting', () => {
    const load = () => loadConfig(Schema, { DATABASE_URL: 'mysql://h/db', PORT: 'eighty', IDENTITY_SECRET: 'short' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(load).toThrow(/PORT:/);
    expect(load).toThrow(/IDENTITY_SECRET: must be at least 32 characters/);
  });
});
