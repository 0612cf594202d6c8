import { existsSync } from 'node:fs';
import path from 'node:path';
import { findFreePort } from '@cobber/kit';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { newClient, signUpOwner, type Owner } from '../testing/job-burst.ts';
import { embeddedDatabaseUrl, startCobber } from '../testing/power-cut.ts';
import { BACKUP_MAIN, MAIN, READY, RESTORE_MAIN, runCommand } from './testing/commands.ts';
import { freshFolder, removeFreshFolders } from './testing/backups.ts';

/** The quotes service prices with the business's GST setting, which reaches it by event. */
async function untilQuotesKnowBusiness(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await expect.poll(async () => (await client.query('select 1 from quotes.businesses')).rowCount, { timeout: 30_000 }).toBe(1);
  } finally {
    await client.end();
  }
}

afterAll(removeFreshFolders);

describe('npm run backup, then npm run restore on another machine', () => {
  it('brings the business back in a new data folder, and the old session still works', async () => {
    const oldDir = freshFolder('commands-old');
    const oldPostgresPort = String(await findFreePort());
    const before = await startCobber(MAIN, { PORT: '0', DATA_DIR: oldDir, EMBEDDED_POSTGRES_PORT: oldPostgresPort, BACKUP_EVERY_HOURS: '0' }, READY);
    let owner: Owner;
    let quote: { id: string };
    let lastSeen: unknown;
    let file: string;
    try {
      owner = await signUpOwner(before.url);
      expect((await owner.request('POST', '/api/business', { name: 'Sparks Electrical', applyGST: true })).status).toBe(201);
      await untilQuotesKnowBusiness(await embeddedDatabaseUrl(oldDir, oldPostgresPort));
      const created = await owner.request('POST', '/api/quotes', {
        clientId: await newClient(owner),
        clientName: 'Zoe Nguyen',
        clientEmail: 'zoe@example.com',
        title: 'Kitchen downlights',
        items: [{ description: 'LED downlight kit', quantity: 6, unitPrice: '24.95', type: 'materials' }],
      });
      expect(created.status).toBe(201);
      quote = (await created.json()) as typeof quote;

      // Against the running app: it uses Cobber's own PostgreSQL, found through the data folder.
      const backup = await runCommand(BACKUP_MAIN, [], { DATA_DIR: oldDir });
      expect(backup.code, backup.output).toBe(0);
      file = /Backup written: (\S+)/.exec(backup.output)![1]!;
      expect(path.dirname(file)).toBe(path.join(oldDir, 'backups'));
      lastSeen = await (await owner.request('GET', `/api/quotes/${quote.id}`)).json();
    } finally {
      await before.app.kill('SIGTERM');
    }
    // With Cobber stopped, the backup starts the folder's PostgreSQL itself, and leaves the folder free.
    const stopped = await runCommand(BACKUP_MAIN, [], { DATA_DIR: oldDir });
    expect(stopped.code, stopped.output).toBe(0);
    expect(existsSync(path.join(oldDir, 'cobber.pid'))).toBe(false);

    const newDir = freshFolder('commands-new');
    const restore = await runCommand(RESTORE_MAIN, [file], { DATA_DIR: newDir });
    expect(restore.code, restore.output).toBe(0);

    const after = await startCobber(MAIN, { PORT: '0', DATA_DIR: newDir, EMBEDDED_POSTGRES_PORT: String(await findFreePort()), BACKUP_EVERY_HOURS: '0' }, READY);
    try {
      const signedIn = await fetch(`${after.url}/api/auth/user`, { headers: { cookie: owner.cookie } });
      expect(signedIn.status).toBe(200);
      const back = await fetch(`${after.url}/api/quotes/${quote.id}`, { headers: { cookie: owner.cookie } });
      expect(back.status).toBe(200);
      expect(await back.json()).toEqual(lastSeen);
      expect(lastSeen).toMatchObject({ title: 'Kitchen downlights', taxAmount: '14.97' });
    } finally {
      await after.app.kill('SIGTERM');
    }
  }, 180_000);
});
