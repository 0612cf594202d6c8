import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';

export interface Listening {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

/** Starts an HTTP server; `close` stops taking requests, lets running ones finish, then ends. */
export async function listen(app: Koa | ((req: never, res: never) => void), port: number, host = '127.0.0.1'): Promise<Listening> {
  const handler = typeof app === 'function' ? app : app.callback();
  const server = createServer(handler as Parameters<typeof createServer>[1]);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    server,
    port: actual,
    url: `http://${host}:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), 5_000);
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}

/** Runs `stop` once on SIGINT/SIGTERM, then exits. */
export function onShutdown(stop: () => Promise<void>, log: (message: string) => void = console.log): void {
  let stopping = false;
  const handle = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, shutting down`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => handle('SIGINT'));
  process.once('SIGTERM', () => handle('SIGTERM'));
}

/**
 * Runs a process's start-up; a bad setting, a data folder another Cobber is using, or a
 * machine it cannot start on prints what is wrong and exits 2, without a stack.
 */
export async function runMain(start: () => Promise<void>): Promise<void> {
  try {
    await start();
  } catch (error) {
    if (error instanceof Error && ['ConfigError', 'DataFolderInUse', 'CannotStart'].includes(error.name)) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

/** A port free on loopback right now (for a process that must know its URL before listening). */
export async function findFreePort(): Promise<number> {
  const { createServer: createNetServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
