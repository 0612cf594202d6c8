import { CannotStart, onShutdown, runMain } from '@cobber/kit';
import { startEmbedded } from './embedded.ts';
import { startupFailureLine } from './startup-failure.ts';

await runMain(async () => {
  const app = await startEmbedded().catch((error: unknown) => {
    // A bad setting or a data folder in use already reads as one line.
    if (error instanceof Error && (error.name === 'ConfigError' || error.name === 'DataFolderInUse')) throw error;
    if (process.env.LOG_LEVEL === 'debug') console.error(error);
    throw new CannotStart(startupFailureLine(error));
  });
  console.log(`Cobber is running at ${app.url}`);
  onShutdown(() => app.stop());
});
