import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort, DISK_FULL_MESSAGE, OUTAGE_MESSAGE } from '@cobber/kit';
import { afterAll, describe, expect, it } from 'vitest';
import { newClient, signUpOwner } from './testing/job-burst.ts';
import { startCobber, type RunningCobber } from './testing/power-cut.ts';

const MAIN = path.resolve(import.meta.dirname, 'main.ts');

/** A small disk of its own (a tmpfs), so the test can fill it; needs root, as CI has. */
function smallDisk(megabytes: number): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'cobber-small-disk-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0755`, 'tmpfs', dir]);
  return mounted.status === 0 ? dir : null;
}

const disk = process.getuid?.() === 0 ? smallDisk(256) : null;
let cobber: RunningCobber | null = null;

afterAll(async () => {
  await cobber?.app.kill('SIGTERM');
  if (disk) execFileSync('umount', ['-l', disk]);
});

/** Fills the disk to the last byte (dd stops at "No space left on device"; the second one takes the last blocks). */
function fill(dir: string): string[] {
  const fillers = [path.join(dir, 'filler'), path.join(dir, 'filler-tail')];
  spawnSync('dd', ['if=/dev/zero', `of=${fillers[0]}`, 'bs=1M']);
  spawnSync('dd', ['if=/dev/zero', `of=${fillers[1]}`, 'bs=4k']);
  return fillers;
}

describe.runIf(disk)('a full disk (the embedded default on a small disk of its own)', () => {
  it('answers 503 with a clear message while the disk is full, loses nothing acknowledged, and heals by itself when space comes back', async () => {
    const dataDir = path.join(disk!, 'data');
    cobber = await startCobber(MAIN, { PORT: '0', DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(await findFreePort()), BACKUP_EVERY_HOURS: '0' }, /Cobber is running at (\S+)/);
    const owner = await signUpOwner(cobber.url);
    expect((await owner.request('POST', '/api/business', { name: 'Full Disk Plumbing' })).status).toBe(201);
    const clientId = await newClient(owner);
    const quote = (i: number) => ({
      clientId,
      clientName: `Client ${i}`,
      title: `Leaking tap ${i}`,
      clientEmail: 'client@example.com',
      items: [{ description: 'Plumber', quantity: 1, unitPrice: 95, type: 'labor' }, { description: 'Washers and tape '.repeat(10), quantity: 1, unitPrice: 5, type: 'materials' }],
    });

    const acknowledged: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await owner.request('POST', '/api/quotes', quote(-i));
      expect(response.status).toBe(201);
      acknowledged.push(((await response.json()) as { id: string }).id);
    }
    const fillers = fill(disk!);
    const statuses: number[] = [];
    const bodies = new Set<string>();
    for (let i = 0; i < 300 && !statuses.includes(503); i++) {
      const response = await owner.request('POST', '/api/quotes', quote(i)).catch(() => null);
      statuses.push(response?.status ?? 0);
      if (response?.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
      else if (response) bodies.add(await response.text());
    }
    expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    const messages = [...bodies].map((body) => (JSON.parse(body) as { error: { message: string } }).error.message);
    expect(messages.every((message) => message === DISK_FULL_MESSAGE || message === OUTAGE_MESSAGE)).toBe(true);

    for (const filler of fillers) await rm(filler);
    await expect
      .poll(async () => (await owner.request('POST', '/api/quotes', quote(999)).catch(() => null))?.status, { timeout: 60_000, interval: 500 })
      .toBe(201);
    for (const id of acknowledged) expect((await owner.request('GET', `/api/quotes/${id}`)).status).toBe(200);
    console.log(`disk full: ${acknowledged.length} quotes saved (5 before the disk filled), then ${statuses.filter((s) => s === 503).length} answered 503; healed without a restart; all ${acknowledged.length} still there`);
  });
});
