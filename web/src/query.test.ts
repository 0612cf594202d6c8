import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dehydrate } from '@tanstack/react-query';
import type { User } from '@cobber/contracts';
import { createQueryClient, keepSavedCopy, restoreSavedCopy } from './query.ts';
import { forgetSavedCopy, readSavedCopy, SAVED_COPY_MAX_AGE_MS, savedOwner, writeSavedCopy } from './saved-copy.ts';

const dave: User = { id: 'dave-id', email: 'dave@example.com', firstName: 'Dave' };
const kim: User = { id: 'kim-id', email: 'kim@example.com', firstName: 'Kim' };

/** A client that fetched Dave's clients at `at`. */
function clientWithClients(at: number) {
  const client = createQueryClient();
  client.setQueryData(['clients', 'list'], [{ name: 'Zoe Nguyen' }], { updatedAt: at });
  return client;
}

// keepSavedCopy listens for the page being hidden; the unit project runs in Node.
beforeEach(() => {
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await forgetSavedCopy();
});

describe('the copy saved on the phone', () => {
  it("puts the owner's own answers back with the time they were fetched", async () => {
    const fetchedAt = Date.parse('2026-11-23T23:42:00Z');
    const saved = clientWithClients(fetchedAt);
    const stop = keepSavedCopy(saved, dave);
    saved.setQueryData(['business'], { name: 'Sparky Dave' }, { updatedAt: fetchedAt });
    await vi.waitFor(async () => expect(await savedOwner()).toEqual(dave), { timeout: 3_000 });
    stop();

    const next = createQueryClient();
    await restoreSavedCopy(next, dave);
    expect(next.getQueryData(['clients', 'list'])).toEqual([{ name: 'Zoe Nguyen' }]);
    expect(next.getQueryState(['clients', 'list'])?.dataUpdatedAt).toBe(fetchedAt);
  });

  it('is forgotten, not shown, when another owner signs in on the phone', async () => {
    await writeSavedCopy({ owner: dave, savedAt: Date.now(), queries: dehydrate(clientWithClients(Date.now())) });
    const kims = createQueryClient();
    await restoreSavedCopy(kims, kim);
    expect(kims.getQueryCache().getAll()).toEqual([]);
    expect(await readSavedCopy()).toBeUndefined();
  });

  it('is not shown once older than two weeks', async () => {
    const savedAt = Date.now() - SAVED_COPY_MAX_AGE_MS - 1;
    await writeSavedCopy({ owner: dave, savedAt, queries: { mutations: [], queries: [] } });
    expect(await savedOwner()).toBeNull();
  });

  it('is written at once when the app is sent to the background, not a second later', async () => {
    const saved = clientWithClients(Date.now());
    const stop = keepSavedCopy(saved, dave);
    saved.setQueryData(['business'], { name: 'Sparky Dave' });
    Object.assign(document, { visibilityState: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    stop();
    await vi.waitFor(async () => expect((await readSavedCopy())?.queries.queries.map((query) => query.queryKey)).toContainEqual(['business']));
  });
});
