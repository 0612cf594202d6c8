import { CannotStart } from '@cobber/kit';
import { describe, expect, it } from 'vitest';
import { startupFailureLine } from './startup-failure.ts';

const withCode = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe('the one line a failed start prints', () => {
  it("is a refusal's own words, however deep it lies", () => {
    const refusal = new CannotStart('PostgreSQL will not run as root and its own user could not be made (useradd: not found): make a user named postgres (useradd --system postgres), or start Cobber as another user.');
    expect(startupFailureLine(new Error('The embedded PostgreSQL did not start', { cause: refusal }))).toBe(refusal.message);
  });

  it('names a full disk, from its code or from a program that said so', () => {
    expect(startupFailureLine(withCode("ENOSPC: no space left on device, write '/srv/cobber/.data/secrets.json.new'", { code: 'ENOSPC' }))).toBe(
      "The disk is full (ENOSPC: no space left on device, write '/srv/cobber/.data/secrets.json.new'): free some space, or set DATA_DIR to a folder on a disk with room, then start again.",
    );
    expect(startupFailureLine(new Error('initdb could not make PostgreSQL\'s data in /srv/d/postgres: could not write to file "pg_wal/xlogtemp.7": No space left on device'))).toMatch(/^The disk is full \(/);
  });

  it("names the app's port when another program holds it", () => {
    expect(startupFailureLine(withCode('listen EADDRINUSE: address already in use 0.0.0.0:3000', { code: 'EADDRINUSE', port: 3000 }))).toBe(
      'Port 3000 is taken by another program: stop it, or start Cobber with PORT set to a free port.',
    );
  });

  it('names a folder Cobber may not use', () => {
    expect(startupFailureLine(withCode("EACCES: permission denied, mkdir '/srv/shared/.data'", { code: 'EACCES', path: '/srv/shared/.data' }))).toBe(
      'Cobber may not use /srv/shared/.data (EACCES): start it as the user who owns that folder, or set DATA_DIR to a folder of yours.',
    );
  });

  it('tells anything else by its messages, first lines only, on one line', () => {
    const line = startupFailureLine(new Error('The embedded PostgreSQL did not start (data in /d, port 5)', { cause: new Error('PostgreSQL exited while starting (1): could not map anonymous shared memory\nLOG: …') }));
    expect(line).toBe('Cobber could not start: The embedded PostgreSQL did not start (data in /d, port 5): PostgreSQL exited while starting (1): could not map anonymous shared memory. LOG_LEVEL=debug prints where it failed.');
  });
});
