/**
 * A quote being made, kept on the phone (localStorage) while it is not created, so Back, a
 * reload or a closed tab loses nothing. Kept per owner and per screen; forgotten once the
 * quote is created, when the owner starts again, and at sign-out.
 */
export type DraftScreen = 'ai-quote' | 'new-quote';

const PREFIX = 'cobber-draft:';
const keyOf = (userId: string, screen: DraftScreen) => `${PREFIX}${userId}:${screen}`;

/** Without storage (private mode, full, blocked) nothing is kept, and nothing breaks. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function keepDraft(userId: string, screen: DraftScreen, draft: unknown): void {
  try {
    storage()?.setItem(keyOf(userId, screen), JSON.stringify(draft));
  } catch {
    // A full storage keeps the last draft that fitted.
  }
}

export function readKeptDraft(userId: string, screen: DraftScreen): unknown {
  const kept = storage()?.getItem(keyOf(userId, screen));
  if (!kept) return null;
  try {
    return JSON.parse(kept) as unknown;
  } catch {
    return null;
  }
}

export function forgetDraft(userId: string, screen: DraftScreen): void {
  storage()?.removeItem(keyOf(userId, screen));
}

/** Every draft this owner kept on the phone: at sign-out, so the next person never sees it. */
export function forgetKeptDrafts(userId: string): void {
  const kept = storage();
  if (!kept) return;
  const mine = `${PREFIX}${userId}:`;
  const keys = Array.from({ length: kept.length }, (_, index) => kept.key(index)).filter((key) => key?.startsWith(mine));
  for (const key of keys) kept.removeItem(key!);
}
