import { ConfigError, onShutdown } from '@cobber/kit';
import { startEmbedded } from './embedded.ts';

try {
  const app = await startEmbedded();
  console.log(`Cobber is running at ${app.url}`);
  onShutdown(() => app.stop());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
