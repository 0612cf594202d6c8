import { runMain } from '@cobber/kit';
import { BackupRefused } from './refused.ts';

/** Runs a backup command: a refusal prints its reason and exits 2, like a bad setting. */
export async function runCommand(command: () => Promise<void>): Promise<void> {
  await runMain(async () => {
    try {
      await command();
    } catch (error) {
      if (!(error instanceof BackupRefused)) throw error;
      console.error(error.message);
      process.exit(2);
    }
  });
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(bytes < 10_485_760 ? 2 : 1)} MB`;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
