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

  /** Ends every session of the user (a password reset), here at once and within CACHE_MS in other gateways. */
  async endSessionsOf(userId: string): Promise<void> {
    this.#forget(userId);
    await this.#db('sessions').whereRaw(`data->'user'->>'id' = ?`, [userId]).delete();
  }

  /** The user's sessions learn that the email is now confirmed. */
  async markEmailConfirmed(userId: string): Promise<void> {
    this.#forget(userId);
    await this.#db('sessions')
      .whereRaw(`data->'user'->>'id' = ?`, [userId])
      .update({ data: this.#db.raw(`jsonb_set(data, '{user,emailConfirmed}', 'true')`) });
  }

  async deleteExpired(): Promise<void> {
    await this.#db('sessions').where('expires_at', '<', this.#db.fn.now()).delete();
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
