import { createHash } from 'node:crypto';
import { todayIn } from '@cobber/contracts';
import { type Knex } from '@cobber/kit';
import { findTimeZone } from '@cobber/documents';
import { listQuotesJson, quoteListVersion } from './repository.ts';

const MAX_OWNERS = 500;

export interface QuoteList {
  json: string;
  etag: string;
}

/**
 * The dashboard list of an owner with thousands of quotes is a megabyte of JSON. It is
 * rebuilt only when the owner's quotes changed: every change moves `updated_at`, so
 * (count, newest updated_at) tells whether the cached text still holds, in one cheap
 * query, and with the business's today (an invoice falls overdue overnight). The version
 * doubles as the ETag, so a phone that has the list gets a 304.
 */
export class QuoteListCache {
  readonly #lists = new Map<string, QuoteList & { version: string }>();

  async get(db: Knex, ownerId: string): Promise<QuoteList> {
    const today = todayIn(await findTimeZone(db, ownerId));
    const version = `${today}:${await quoteListVersion(db, ownerId)}`;
    const cached = this.#lists.get(ownerId);
    if (cached?.version === version) return cached;
    const json = await listQuotesJson(db, ownerId, today);
    const list = { version, json, etag: `"${createHash('sha1').update(`${ownerId}:${version}`).digest('base64url')}"` };
    this.#lists.delete(ownerId);
    if (this.#lists.size >= MAX_OWNERS) this.#lists.delete(this.#lists.keys().next().value!);
    this.#lists.set(ownerId, list);
    return list;
  }
}
