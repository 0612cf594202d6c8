import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { findFreePort } from '@cobber/kit';
import { startNodeProcess } from '@cobber/kit/testing';
import { describe, expect, it } from 'vitest';
import { signUpOwner } from './testing/job-burst.ts';
import { describeFigures, embeddedDatabaseUrl, powerCut, startCobber } from './testing/power-cut.ts';

const MAIN = path.resolve(import.meta.dirname, 'main.ts');
const READY = /Cobber is running at (\S+)/;

describe('records survive (the embedded default, npm start)', () => {
  it('a second start on the same data folder exits 2, says who runs it, and changes nothing', async () => {
    const dataDir = path.resolve(`.cache/second-start-${crypto.randomUUID().slice(0, 8)}`);
    const first = await startCobber(MAIN, { PORT: '0', DATA_DIR: dataDir, COBBER_FRESH: '1', EMBEDDED_POSTGRES_PORT: String(await findFreePort()) }, READY);
    try {
      const postmaster = path.join(dataDir, 'postgres', 'postmaster.pid');
      const before = { pid: await readFile(postmaster, 'utf8'), modified: (await stat(postmaster)).mtimeMs };

      const second = startNodeProcess(MAIN, { PORT: '0', DATA_DIR: dataDir, COBBER_FRESH: '1', EMBEDDED_POSTGRES_PORT: String(await findFreePort()) });
      expect(await second.exited).toBe(2);
      const holder = JSON.parse(await readFile(path.join(dataDir, 'cobber.pid'), 'utf8')) as { pid: number };
      expect(second.lines).toContain(`Cobber is already running on this data folder (pid ${holder.pid})`);

      expect({ pid: await readFile(postmaster, 'utf8'), modified: (await stat(postmaster)).mtimeMs }).toEqual(before);
      const owner = await signUpOwner(first.url);
      expect((await owner.request('POST', '/api/business', { name: 'Still here Electrical' })).status).toBe(201);
    } finally {
      await first.app.kill('SIGTERM');
    }
  });

  it('keeps every acknowledged write and every event effect through a power cut during a burst', async () => {
    const dataDir = path.resolve(`.cache/power-cut-${crypto.randomUUID().slice(0, 8)}`);
    const pgPort = String(await findFreePort());
    const env = { PORT: String(await findFreePort()), DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: pgPort };
    const figures = await powerCut({
      start: (fresh) => startCobber(MAIN, { ...env, COBBER_FRESH: fresh ? '1' : '0' }, READY),
      databaseUrl: () => embeddedDatabaseUrl(dataDir, pgPort),
    });
    console.log(`power cut, embedded: ${describeFigures(figures)}`);
    expect(figures.found).toBe(figures.quotes);
  });
});
