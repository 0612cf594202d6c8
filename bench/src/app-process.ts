import { startEmbedded } from '@cobber/launcher';
import { READY } from './processes.ts';

/** The embedded app in its own process for the benchmarks; prints where it is, then serves. */
const app = await startEmbedded({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
console.log(READY + JSON.stringify({ url: app.url, databaseUrl: app.databaseUrl, services: app.services, identitySecret: app.identitySecret }));
process.on('SIGTERM', () => void app.stop().then(() => process.exit(0)));
