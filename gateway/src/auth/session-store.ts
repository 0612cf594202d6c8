import type { Knex } from '@cobber/kit';

/** Browser-session sessions still end on the server after this long. */
const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;
const CACHE_MS = 5_000;

type SessionData = Record<string, unknown>;

/**
 * koa-session's external store, in PostgreSQL (identity.sessions). Reads are cached
 * for a few seconds per process so a burst of API calls costs one query; a sign-out
 * or rotation destroys the row and the cache entry at once.
 */
export class PostgresSessionStore {
  readonly #db: Knex;
  readonly #cache = new Map<string, { data: SessionData; until: number }>();

  constructor(db: Knex) {
    this.#db = db;
  }

  async get(sid: string): Promise<SessionData | undefined> {
    const cached = this.#cache.get(sid);
    if (cached && cached.until > Date.now()) return cached.data;
    const row: { data: SessionData } | undefined = await this.#db('sessions')
      .select('data')
      .where('sid', sid)
      .andWhere('expires_at', '>', this.#db.fn.now())
      .first();
    if (!row) {
      this.#cache.delete(sid);
      return undefined;
    }
    this.#remember(sid, row.data);
    return row.data;
  }

  async set(sid: string, data: SessionData, maxAge: number | 'session' | undefined): Promise<void> {
    const lifetime = typeof maxAge === 'number' ? maxAge : BROWSER_SESSION_MS;
    const expiresAt = new Date(Date.now() + lifetime);
    await this.#db('sessions')
      .insert({ sid, data: JSON.stringify(data), expires_at: expiresAt })
      .onConflict('sid')
      .merge(['data', 'expires_at']);
    this.#remember(sid, data);
  }

  async destroy(sid: string): Promise<void> {
    this.#cache.delete(sid);
    await this.#db('sessions').where('sid', sid).delete();
  }

  async deleteExpired(): Promise<void> {
    await this.#db('sessions').where('expires_at', '<', this.#db.fn.now()).delete();
  }

  #remember(sid: string, data: SessionData): void {
    if (this.#cache.size > 10_000) this.#cache.clear();
    this.#cache.set(sid, { data, until: Date.now() + CACHE_MS });
  }
}
