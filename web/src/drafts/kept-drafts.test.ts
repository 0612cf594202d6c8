import { beforeEach, describe, expect, it } from 'vitest';
import { forgetDraft, forgetKeptDrafts, keepDraft, readKeptDraft } from './kept-drafts.ts';

/** The browser's localStorage as far as drafts use it. */
class PhoneStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}
const localStorage = new PhoneStorage();
Object.assign(globalThis, { window: { localStorage } });

describe('a draft kept on the phone', () => {
  beforeEach(() => localStorage.clear());

  it('comes back as it was kept, for its owner and screen only', () => {
    keepDraft('owner-a', 'ai-quote', { jobDescription: 'Replace the hot water unit' });
    expect(readKeptDraft('owner-a', 'ai-quote')).toEqual({ jobDescription: 'Replace the hot water unit' });
    expect(readKeptDraft('owner-a', 'new-quote')).toBeNull();
    expect(readKeptDraft('owner-b', 'ai-quote')).toBeNull();
  });

  it('is forgotten once created, and all of an owner’s at sign-out, another owner’s kept', () => {
    keepDraft('owner-a', 'ai-quote', { n: 1 });
    keepDraft('owner-a', 'new-quote', { n: 2 });
    keepDraft('owner-b', 'new-quote', { n: 3 });
    forgetDraft('owner-a', 'ai-quote');
    expect(readKeptDraft('owner-a', 'ai-quote')).toBeNull();
    forgetKeptDrafts('owner-a');
    expect(readKeptDraft('owner-a', 'new-quote')).toBeNull();
    expect(readKeptDraft('owner-b', 'new-quote')).toEqual({ n: 3 });
  });

  it('reads a damaged copy as none', () => {
    localStorage.setItem('cobber-draft:owner-a:new-quote', '{not json');
    expect(readKeptDraft('owner-a', 'new-quote')).toBeNull();
  });
});
