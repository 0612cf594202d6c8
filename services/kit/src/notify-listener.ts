import pg from 'pg';
import type { ThrottledLog, Trouble } from './throttled-log.ts';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

export interface NotifyListenerOptions {
  databaseUrl: string;
  channel: string;
  onNotify(payload: string | undefined): void;
  /** Called once listening again after a loss: notifications sent meanwhile were missed. */
  onReconnect(): void;
  /** Where a lost connection and its return are logged. */
  failures: ThrottledLog;
}

/**
 * A `LISTEN` on its own connection that comes back by itself: when the connection is lost
 * (the database restarted, the network dropped it) it connects again, waiting longer
 * after each failed try (0.5 s, doubling, at most 10 s), until it listens again or is
 * stopped. It used to stay lost, leaving the relay on its one-second polling for good.
 */
export class NotifyListener {
  readonly #options: NotifyListenerOptions;
  readonly #trouble: Trouble;
  #client: pg.Client | null = null;
  #retry: NodeJS.Timeout | null = null;
  #stopped = false;

  constructor(options: NotifyListenerOptions) {
    this.#options = options;
    this.#trouble = { kind: 'listener', what: `${options.channel} listener lost`, over: `${options.channel} listener back` };
  }

  /** Listens, or throws when the database cannot be reached now (a start-up fails loudly). */
  async start(): Promise<void> {
    this.#client = await this.#listen();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retry) clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }

  async #listen(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.#options.databaseUrl });
    let listening = false;
    // An 'error' without a handler would end the process; before `listening`, connect() reports it.
    const lost = (error: unknown) => {
      if (listening) this.#lost(client, error);
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('the connection ended')));
    client.on('notification', (message) => this.#options.onNotify(message.payload));
    try {
      await client.connect();
      await client.query(`listen ${this.#options.channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    listening = true;
    return client;
  }

  #lost(client: pg.Client, error: unknown): void {
    if (this.#client !== client || this.#stopped) return;
    this.#client = null;
    void client.end().catch(() => undefined);
    this.#options.failures.failed(this.#trouble, error);
    this.#reconnect(0);
  }

  #reconnect(attempt: number): void {
    this.#retry = setTimeout(() => {
      this.#retry = null;
      if (this.#stopped) return;
      this.#listen().then(
        (client) => {
          if (this.#stopped) return void client.end().catch(() => undefined);
          this.#client = client;
          this.#options.failures.recovered(this.#trouble.kind);
          this.#options.onReconnect();
        },
        (error: unknown) => {
          this.#options.failures.failed(this.#trouble, error);
          this.#reconnect(attempt + 1);
        },
      );
    }, Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt));
  }
}
