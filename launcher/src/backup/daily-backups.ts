import type { Logger } from '@cobber/kit';
import { listBackups, pruneBackups, removeLeftovers } from './backup-folder.ts';
import type { BackupWritten } from './create-backup.ts';

const HOUR = 3_600_000;

export interface DailyBackupOptions {
  backupDir: string;
  /** A backup is due once the newest is this old; 0 turns backups off. */
  everyHours: number;
  /** How many backups are kept; older ones are deleted. */
  keep: number;
  backup(): Promise<BackupWritten>;
  logger: Logger;
  /** The first check, this long after start: start-up is not held up by a backup. */
  firstCheckMs?: number;
  /** Between checks: an hour, or `everyHours` when that is shorter. */
  checkEveryMs?: number;
  /** What time it is (tests move it). */
  now?: () => number;
}

export interface DailyBackups {
  /** No more checks; waits for a backup being written to finish. */
  stop(): Promise<void>;
}

/**
 * The embedded default backs itself up: shortly after
 * start, then every hour (or every `everyHours`, when shorter), it makes a backup if the
 * newest one is older than `everyHours`, then keeps only the newest `keep`. A failure is
 * logged and tried again at the next check; it never takes the app down.
 */
export function scheduleBackups(options: DailyBackupOptions): DailyBackups {
  if (options.everyHours === 0) return { stop: async () => {} };
  const everyMs = options.everyHours * HOUR;
  const checkEveryMs = options.checkEveryMs ?? Math.min(HOUR, everyMs);
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | null = null;
  let checking: Promise<void> | null = null;
  let stopped = false;

  const check = async () => {
    await removeLeftovers(options.backupDir, HOUR, now());
    const [newest] = await listBackups(options.backupDir);
    if (newest && now() - newest.modifiedMs < everyMs) return;
    const written = await options.backup();
    options.logger.info({ file: written.file, bytes: written.bytes, ms: written.ms }, 'backup written');
    const deleted = await pruneBackups(options.backupDir, options.keep);
    if (deleted.length > 0) options.logger.info({ deleted }, 'old backups deleted');
  };
  const checkAfter = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      checking = check()
        .catch((err: unknown) => options.logger.error({ err }, 'backup failed; trying again at the next check'))
        .finally(() => {
          checking = null;
          checkAfter(checkEveryMs);
        });
    }, ms);
    timer.unref();
  };
  checkAfter(options.firstCheckMs ?? 5_000);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await checking;
    },
  };
}
