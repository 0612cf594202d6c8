import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { currentToasts, subscribeToToasts } from './toast-store.ts';

// Radix's toasts and their icons come with the first toast, not with every first screen
// (about 12 KB of the dashboard's JavaScript).
const ToastList = lazy(() => import('./toast-list.tsx').then(({ ToastList }) => ({ default: ToastList })));

/** Renders the toasts; the shell mounts one for every screen. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts);
  // Once shown, the list stays mounted: a closing toast fades out and the live region stays put.
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
