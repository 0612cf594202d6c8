import { glob, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every source file of the four services, not their tests, their harnesses or migrations. */
async function serviceSources(): Promise<string[]> {
  const files: string[] = [];
  for await (const file of glob('services/{business,quotes,invoices,payments}/src/**/*.ts', { cwd: ROOT })) {
    if (!/\.test\.ts$|\/testing\/|migrations\.ts$/.test(file)) files.push(file);
  }
  return files.sort();
}

/** A knex query: `db('table')`, `trx('table')`, or raw SQL (`db.raw(…)`). */
const KNEX_QUERY = /\b(db|trx)\((['"`])|\b(db|trx)\.raw\b/;

/** A route registered with its handler written in place: `router.get('/…', …, async (ctx) => …)`. */
const INLINE_HANDLER = /router\.(get|post|put|patch|delete)\([^;]*?async \(ctx\)/s;

/** Each resource folder is routes → handlers → service → repository. */
describe('layers you can find', () => {
  it('builds queries only in repository.ts files', async () => {
    const offenders = [];
    for (const file of await serviceSources()) {
      if (path.basename(file) === 'repository.ts') continue;
      if (KNEX_QUERY.test(await readFile(path.join(ROOT, file), 'utf8'))) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });

  it('keeps each folder’s handlers in handlers.ts, next to the routes that name them', async () => {
    const routes = (await serviceSources()).filter((file) => path.basename(file) === 'routes.ts');
    expect(routes.length).toBeGreaterThan(10);
    const sources = new Set(await serviceSources());
    for (const file of routes) {
      expect(sources.has(path.join(path.dirname(file), 'handlers.ts')), `${file} has no handlers.ts beside it`).toBe(true);
      expect(await readFile(path.join(ROOT, file), 'utf8'), `${file} writes a handler in place`).not.toMatch(INLINE_HANDLER);
    }
  });
});
