import { Suspense, useState, type ReactNode } from 'react';

/**
 * What is inside (a dialog loaded with `lazy`) is drawn from the first time `open` is true,
 * not before: its code, and the dialog library with it, load on the first open rather than
 * with the screen. It stays drawn after, so the dialog closes as it opened, animated, with
 * what was typed kept.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
