import { glob, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every source file of the four services, not their tests, their harnesses or migrations: a migration (`migrations.ts`, `migration.ts`, `*-migration.ts`) changes the schema once and is not service code. */
async function serviceSources(): Promise<string[]> {
  const files: string[] = [];
  for await (const file of glob('services/{business,quotes,invoices,payments}/src/**/*.ts', { cwd: ROOT })) {
    if (!/\.test\.ts$|\/testing\/|migrations\.ts$|(^|\/|-)migration\.ts$/.test(file)) files.push(file);
  }
  return files.sort();
}

/** A knex query: `db('table')`, `trx('table')`, or raw SQL (`db.raw(…)`). */
const KNEX_QUERY = /\b(db|trx)\((['"`])|\b(db|trx)\.raw\b/;

/** A path registered by hand: `router.get('/…', …)`. */
const ROUTER_CALL = /\brouter\.(get|post|put|patch|delete)\(/;

/** Each resource folder is handlers → service → repository; its paths are the contracts' route table. */
describe('layers you can find', () => {
  it('builds queries only in repository.ts files', async () => {
    const offenders = [];
    for (const file of await serviceSources()) {
      if (path.basename(file) === 'repository.ts') continue;
      if (KNEX_QUERY.test(await readFile(path.join(ROOT, file), 'utf8'))) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });

  it('lists no paths of its own: the route table in contracts names each route’s handler, and the kit mounts it', async () => {
    const sources = await serviceSources();
    expect(sources.filter((file) => path.basename(file) === 'routes.ts')).toEqual([]);
    const byHand = [];
    for (const file of sources) {
      if (ROUTER_CALL.test(await readFile(path.join(ROOT, file), 'utf8'))) byHand.push(file);
    }
    expect(byHand).toEqual([]);
  });
});
