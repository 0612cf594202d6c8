import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { capturedLog, createTestDatabase } from '@cobber/kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbedded } from '../embedded.ts';
import { createBackup } from './create-backup.ts';
import { scheduleBackups } from './daily-backups.ts';
import { openBackup } from './open-backup.ts';
import { dataFolderSources } from './sources.ts';
import { freshFolder, removeFreshFolders } from './testing/backups.ts';

const HOUR = 3_600_000;

/** Backups an earlier run left, made `ageHours` ago. */
async function oldBackups(dir: string, names: string[], ageHours: number): Promise<void> {
  await mkdir(dir, { recursive: true });
  const then = new Date(Date.now() - ageHours * HOUR);
  for (const name of names) {
    await writeFile(path.join(dir, name), 'an old backup');
    await utimes(path.join(dir, name), then, then);
  }
}

afterAll(removeFreshFolders);

describe('the embedded default backs itself up', () => {
  it('makes a backup when the newest is older than BACKUP_EVERY_HOURS, and keeps only the newest BACKUP_KEEP', async () => {
    const dataDir = freshFolder('daily');
    const backupDir = path.join(dataDir, 'backups');
    const old = ['cobber-backup-20250101-020000.tar.gz', 'cobber-backup-20250102-020000.tar.gz', 'cobber-backup-20250103-020000.tar.gz'];
    await oldBackups(backupDir, old, 48);
    // Every 3.6 s: the first backup about 5 s after start, then the next ones, each pruning to two.
    const app = await startEmbedded({ DATABASE_URL: await createTestDatabase(), DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', BACKUP_EVERY_HOURS: '0.001', BACKUP_KEEP: '2' });
    try {
      await expect
        .poll(async () => (await readdir(backupDir)).filter((name) => name.endsWith('.tar.gz') && !old.includes(name)).length, { timeout: 30_000, interval: 250 })
        .toBe(2);
      await expect.poll(async () => (await readdir(backupDir)).filter((name) => name.endsWith('.tar.gz')), { timeout: 10_000 }).toHaveLength(2);
    } finally {
      await app.stop();
    }
    const kept = (await readdir(backupDir)).filter((name) => name.endsWith('.tar.gz'));
    expect(kept.filter((name) => old.includes(name))).toEqual([]);
    for (const name of kept) {
      const backup = await openBackup(path.join(backupDir, name));
      expect(backup.manifest.migrations.quotes?.length).toBeGreaterThan(0);
      await backup.remove();
    }
  }, 60_000);

  it('makes none while the newest is recent, one once it is due, and a failed one is logged and tried again', async () => {
    const backupDir = path.join(freshFolder('daily-clock'), 'backups');
    await oldBackups(backupDir, ['cobber-backup-20250101-020000.tar.gz'], 1);
    const sources = dataFolderSources(await createTestDatabase(), path.dirname(backupDir));
    const { logger, lines } = capturedLog('info');
    let clock = Date.now();
    let attempts = 0;
    const schedule = scheduleBackups({
      backupDir,
      everyHours: 24,
      keep: 14,
      logger,
      now: () => clock,
      firstCheckMs: 0,
      checkEveryMs: 50,
      backup: async () => {
        attempts++;
        if (attempts === 1) throw new Error('disk full');
        return createBackup(sources, backupDir);
      },
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(attempts).toBe(0);

      clock += 24 * HOUR;
      await expect.poll(() => lines.filter((line) => line.msg === 'backup written').length, { timeout: 10_000 }).toBe(1);
      expect(attempts).toBe(2);
      expect(lines.find((line) => line.msg === 'backup failed; trying again at the next check')).toMatchObject({ err: { message: 'disk full' } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(attempts).toBe(2);
    } finally {
      await schedule.stop();
    }
    expect((await readdir(backupDir)).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(2);
  });

  it('BACKUP_EVERY_HOURS=0 turns it off', async () => {
    let attempts = 0;
    const schedule = scheduleBackups({
      backupDir: freshFolder('daily-off'),
      everyHours: 0,
      keep: 14,
      logger: capturedLog().logger,
      firstCheckMs: 0,
      backup: async () => {
        attempts++;
        throw new Error('no backup expected');
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await schedule.stop();
    expect(attempts).toBe(0);
  });
});
