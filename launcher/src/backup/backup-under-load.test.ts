import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestDatabase } from '@cobber/kit/testing';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbedded } from '../embedded.ts';
import { jobBurst, newClient, signUpOwner, type Owner } from '../testing/job-burst.ts';
import { createBackup } from './create-backup.ts';
import { openBackup } from './open-backup.ts';
import { restoreIntoDatabase } from './restore.ts';
import { dataFolderFiles, dataFolderSources } from './sources.ts';
import { freshFolder, readArchive, removeFreshFolders, uploadLogo } from './testing/backups.ts';

const MAIN_TABLES = ['identity.users', 'identity.sessions', 'business.businesses', 'quotes.quotes', 'quotes.quote_items', 'quotes.quote_history', 'quotes.outbox', 'invoices.invoices', 'invoices.quotes', 'payments.documents', 'bus.log', 'bus.groups'];

async function filesUnder(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(path.relative(dir, path.join(entry.parentPath, entry.name)), await readFile(path.join(entry.parentPath, entry.name)));
  }
  return files;
}

async function count(databaseUrl: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(sql)).rows[0]!.n);
  } finally {
    await client.end();
  }
}

/** A quote taken all the way to an invoice, so the invoices schema has rows too. */
async function invoicedQuote(owner: Owner): Promise<void> {
  const quote = (await (await owner.request('POST', '/api/quotes', {
    clientId: await newClient(owner),
    clientName: 'Zoe Nguyen',
    clientEmail: 'zoe@example.com',
    title: 'Switchboard upgrade',
    items: [{ description: 'Electrician', quantity: 4, unitPrice: 95, type: 'labor' }],
  })).json()) as { id: string };
  expect((await owner.request('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
  expect((await owner.request('PATCH', `/api/quotes/${quote.id}/public/approve`)).status).toBe(200);
  await expect.poll(async () => (await owner.request('POST', `/api/quotes/${quote.id}/create-invoice`, { paymentMethod: 'bank_transfer' })).status, { timeout: 20_000 }).toBeLessThan(300);
}

afterAll(removeFreshFolders);

describe('a backup taken while quotes are being made', () => {
  it('restores into a new database and folder as the same records, byte for byte, with the logo and the mailbox', async () => {
    const source = { databaseUrl: await createTestDatabase(), dataDir: freshFolder('backup-source') };
    const app = await startEmbedded({ DATABASE_URL: source.databaseUrl, DATA_DIR: source.dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', BACKUP_EVERY_HOURS: '0' });
    const backupDir = path.join(source.dataDir, 'backups');
    let written;
    let quotesBefore: number;
    let quotesAfter: number;
    try {
      const owner = await signUpOwner(app.url);
      const business = await owner.request('POST', '/api/business', { name: 'Sparks Electrical', applyGST: true });
      expect(business.status).toBe(201);
      const { id } = (await business.json()) as { id: string };
      const logoUrl = await uploadLogo(owner);
      expect((await owner.request('PATCH', `/api/business/${id}`, { logoUrl })).status).toBe(200);
      await invoicedQuote(owner);

      let stopWriters!: () => void;
      const burst = jobBurst(owner, 4, new Promise<void>((resolve) => (stopWriters = resolve)));
      await expect.poll(() => count(source.databaseUrl, 'select count(*) as n from quotes.quotes'), { timeout: 20_000 }).toBeGreaterThan(20);
      quotesBefore = await count(source.databaseUrl, 'select count(*) as n from quotes.quotes');
      written = await createBackup(dataFolderSources(source.databaseUrl, source.dataDir), backupDir);
      quotesAfter = await count(source.databaseUrl, 'select count(*) as n from quotes.quotes');
      stopWriters();
      expect((await burst).writes).toBeGreaterThan(0);
    } finally {
      await app.stop();
    }
    // The writers really were writing while the backup read.
    expect(quotesAfter).toBeGreaterThan(quotesBefore);

    const target = { databaseUrl: await createTestDatabase(), dataDir: freshFolder('backup-target') };
    const backup = await openBackup(written.file);
    try {
      await restoreIntoDatabase(backup, target.databaseUrl, dataFolderFiles(target.dataDir));
    } finally {
      await backup.remove();
    }

    // One snapshot: every quote with both its items, every counter at its highest number, every quote's event.
    expect(await count(target.databaseUrl, `select count(*) as n from quotes.quotes q where q.title like 'Job %' and (select count(*) from quotes.quote_items i where i.quote_id = q.id) <> 2`)).toBe(0);
    expect(await count(target.databaseUrl, `select count(*) as n from quotes.document_counters c where c.kind = 'quote' and c.last_number <> (select max(q.number) from quotes.quotes q where q.owner_id = c.owner_id)`)).toBe(0);
    expect(await count(target.databaseUrl, `select count(*) as n from quotes.quotes q where not exists (select 1 from quotes.outbox o where o.key = q.id::text and o.type = 'quote.created')`)).toBe(0);

    const again = await createBackup(dataFolderSources(target.databaseUrl, target.dataDir), path.join(target.dataDir, 'backups'));
    const [first, second] = [await readArchive(written.file), await readArchive(again.file)];
    try {
      expect(second.manifest.migrations).toEqual(first.manifest.migrations);
      expect(second.manifest.sequences).toEqual(first.manifest.sequences);
      expect([...second.tables.keys()]).toEqual([...first.tables.keys()]);
      for (const [table, rows] of first.tables) expect(second.tables.get(table)!.equals(rows), `${table} differs after restore`).toBe(true);
      const rowsOf = new Map(first.manifest.tables.map((t) => [`${t.schema}.${t.name}`, t.rows]));
      for (const table of MAIN_TABLES) expect(rowsOf.get(table), table).toBeGreaterThan(0);
      expect(rowsOf.get('quotes.quotes')).toBeGreaterThanOrEqual(quotesBefore);
      expect(rowsOf.get('quotes.quotes')).toBeLessThanOrEqual(quotesAfter);
    } finally {
      await Promise.all([first.remove(), second.remove()]);
    }

    const logos = await filesUnder(path.join(source.dataDir, 'uploads'));
    expect(logos.size).toBeGreaterThan(0);
    expect(await filesUnder(path.join(target.dataDir, 'uploads'))).toEqual(logos);
    expect(written.manifest.files.mailbox).toBeGreaterThan(0);
    expect((await filesUnder(path.join(target.dataDir, 'mailbox'))).size).toBe(written.manifest.files.mailbox);
    expect(await readFile(path.join(target.dataDir, 'secrets.json'), 'utf8')).toBe(await readFile(path.join(source.dataDir, 'secrets.json'), 'utf8'));
  }, 120_000);
});
