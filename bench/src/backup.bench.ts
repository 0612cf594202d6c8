import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, findFreePort } from '@cobber/kit';
import { timed } from './percentiles.ts';
import { startChild } from './processes.ts';
import { newClient, signUp } from './session.ts';

const QUOTES = 2_000;
const LAUNCHER = path.resolve(import.meta.dirname, '../../launcher/src');

const quote = (clientId: string, i: number) => ({
  clientId,
  clientName: `Client ${i}`,
  clientEmail: `client${i}@example.com`,
  title: `Job ${i}: downlights and a new circuit`,
  items: [
    { description: 'Electrician', quantity: 3, unitPrice: 90, type: 'labor' },
    { description: 'LED downlight kit', quantity: 6, unitPrice: '24.95', type: 'materials' },
    { description: 'Disposal', quantity: 1, unitPrice: 15, type: 'other' },
  ],
});

/** Runs one of the commands as `npm run` would; answers its wall time and what it printed. */
function command(entry: string, args: string[], env: Record<string, string>): Promise<{ ms: number; output: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [path.join(LAUNCHER, entry), ...args], { env: { ...process.env, DATABASE_URL: '', BACKUP_DIR: '', ...env } }, (error, stdout, stderr) =>
      error ? reject(new Error(`${entry} failed: ${stdout}${stderr}`)) : resolve({ ms: performance.now() - started, output: stdout }),
    );
  });
}

async function databaseBytes(databaseUrl: string): Promise<number> {
  const db = connect(databaseUrl, 'public', 1);
  try {
    return Number((await db.raw<{ rows: { bytes: string }[] }>('select pg_database_size(current_database()) as bytes')).rows[0]!.bytes);
  } finally {
    await db.destroy();
  }
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Records that survive: what npm run backup and npm run restore cost with 2,000 quotes. */
export async function benchBackup(): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'cobber-backup-bench-'));
  // Run as root, PostgreSQL runs as its own user, which must reach the data folders inside.
  await chmod(work, 0o711);
  const dataDir = path.join(work, 'data');
  const app = await startChild<{ url: string; databaseUrl: string }>('./app-process.ts', [], {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    EMBEDDED_POSTGRES_PORT: String(await findFreePort()),
    BACKUP_EVERY_HOURS: '0',
  });
  try {
    const owner = await signUp(app.info.url);
    await owner.post('/api/business', { name: 'Bench Electrical', applyGST: true });
    const clientId = await newClient(owner);
    await timed(QUOTES, 8, async (i) => {
      const response = await owner.post('/api/quotes', quote(clientId, i));
      if (response.status !== 201) throw new Error(`create failed: ${response.status}`);
      await response.arrayBuffer();
    });
    const onDisk = await databaseBytes(app.info.databaseUrl);

    const backup = await command('backup-main.ts', [], { DATA_DIR: dataDir });
    const file = /Backup written: (\S+)/.exec(backup.output)![1]!;
    const bytes = (await stat(file)).size;
    const restore = await command('restore-main.ts', [file], { DATA_DIR: path.join(work, 'restored') });

    console.log(`\nBackup and restore: ${QUOTES} quotes with 3 items each, the embedded default (npm run backup while it runs; npm run restore into a new folder)`);
    console.log(`  database on disk ${mb(onDisk)}; backup file ${mb(bytes)} (${((bytes / onDisk) * 100).toFixed(1)}% of it)`);
    console.log(`  npm run backup:  ${s(backup.ms)} in all (${backup.output.split('\n')[1]?.trim()})`);
    const restoreOwn = / in (\S+ s)$/m.exec(restore.output.split('\n')[0]!)?.[1];
    console.log(`  npm run restore: ${s(restore.ms)} in all, ${restoreOwn} after Node started, a new PostgreSQL made and started included (${restore.output.split('\n')[1]?.trim()})`);
  } finally {
    await app.stop();
    await rm(work, { recursive: true, force: true });
  }
}
