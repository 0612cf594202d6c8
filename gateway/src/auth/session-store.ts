import type { Knex } from '@cobber/kit';

/** Browser-session sessions still end on the server after this long. */
const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;
const CACHE_MS = 5_000;

type SessionData = Record<string, unknown>;

/**
 * koa-session's external store, in PostgreSQL (identity.sessions). Reads are cached
 * for a few seconds per process so a burst of API calls costs one query, and the calls
 * that come while that query runs wait for it rather than each sending their own; a
 * sign-out or rotation destroys the row and the cache entry at once, and a read that
 * began before a change never caches what it read.
 */
export class PostgresSessionStore {
  readonly #db: Knex;
  readonly #cache = new Map<string, { data: SessionData; until: number }>();
  readonly #reading = new Map<string, Promise<SessionData | undefined>>();
  /** Counts the changes made here: a read that began before one does not cache what it read. */
  #changes = 0;

  constructor(db: Knex) {
    this.#db = db;
  }

  async get(sid: string): Promise<SessionData | undefined> {
    const cached = this.#cache.get(sid);
    if (cached && cached.until > Date.now()) return cached.data;
    const running = this.#reading.get(sid);
    if (running) return running;
    const changes = this.#changes;
    const reading = this.#read(sid);
    this.#reading.set(sid, reading);
    try {
      const data = await reading;
      if (changes === this.#changes) {
        if (data) this.#remember(sid, data);
        else this.#cache.delete(sid);
      }
      return data;
    } finally {
      if (this.#reading.get(sid) === reading) this.#reading.delete(sid);
    }
  }

  async #read(sid: string): Promise<SessionData | undefined> {
    const row: { data: SessionData } | undefined = await this.#db('sessions')
      .select('data')
      .where('sid', sid)
      .andWhere('expires_at', '>', this.#db.fn.now())
      .first();
    return row?.data;
  }

  async set(sid: string, data: SessionData, maxAge: number | 'session' | undefined): Promise<void> {
    const lifetime = typeof maxAge === 'number' ? maxAge : BROWSER_SESSION_MS;
    const expiresAt = new Date(Date.now() + lifetime);
    await this.#change(() =>
      this.#db('sessions')
        .insert({ sid, data: JSON.stringify(data), expires_at: expiresAt })
        .onConflict('sid')
        .merge(['data', 'expires_at']),
    );
    this.#remember(sid, data);
  }

  async destroy(sid: string): Promise<void> {
    this.#cache.delete(sid);
    await this.#change(() => this.#db('sessions').where('sid', sid).delete());
  }

  /** Ends every session of the user (a password reset), here at once and within CACHE_MS in other gateways. */
  async endSessionsOf(userId: string): Promise<void> {
    this.#forget(userId);
    await this.#change(() => this.#db('sessions').whereRaw(`data->'user'->>'id' = ?`, [userId]).delete());
  }

  /** The user's sessions learn that the email is now confirmed. */
  async markEmailConfirmed(userId: string): Promise<void> {
    this.#forget(userId);
    await this.#change(() =>
      this.#db('sessions')
        .whereRaw(`data->'user'->>'id' = ?`, [userId])
        .update({ data: this.#db.raw(`jsonb_set(data, '{user,emailConfirmed}', 'true')`) }),
    );
  }

  async deleteExpired(): Promise<void> {
    await this.#db('sessions').where('expires_at', '<', this.#db.fn.now()).delete();
  }

  /**
   * Runs a write. Reads under way, and those that begin while it runs, may have read the
   * row as it was: they neither cache what they read nor are joined by later calls.
   */
  async #change<T>(write: () => PromiseLike<T>): Promise<T> {
    this.#changed();
    try {
      return await write();
    } finally {
      this.#changed();
    }
  }

  #changed(): void {
    this.#changes++;
    this.#reading.clear();
  }

  #forget(userId: string): void {
    for (const [sid, cached] of this.#cache) {
      if ((cached.data.user as { id?: string } | undefined)?.id === userId) this.#cache.delete(sid);
    }
  }

  #remember(sid: string, data: SessionData): void {
    if (this.#cache.size > 10_000) this.#cache.clear();
    this.#cache.set(sid, { data, until: Date.now() + CACHE_MS });
  }
}
