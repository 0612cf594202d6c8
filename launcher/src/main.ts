import { onShutdown, runMain } from '@cobber/kit';
import { startEmbedded } from './embedded.ts';

await runMain(async () => {
  const app = await startEmbedded();
  console.log(`Cobber is running at ${app.url}`);
  onShutdown(() => app.stop());
});
