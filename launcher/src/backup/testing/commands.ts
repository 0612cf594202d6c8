import { execFile } from 'node:child_process';
import path from 'node:path';

export const MAIN = path.resolve(import.meta.dirname, '../../main.ts');
export const BACKUP_MAIN = path.resolve(import.meta.dirname, '../../backup-main.ts');
export const RESTORE_MAIN = path.resolve(import.meta.dirname, '../../restore-main.ts');
export const READY = /Cobber is running at (\S+)/;

/** Runs one of the commands as npm would: its exit code and everything it printed. */
export function runCommand(entry: string, args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [entry, ...args],
      { env: { ...process.env, DATABASE_URL: '', BACKUP_DIR: '', LOG_LEVEL: 'warn', ...env }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}
