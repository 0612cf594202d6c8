import { useSyncExternalStore } from 'react';
import { newVersionWaiting, subscribeToNewVersion } from './service-worker.ts';

/** The quiet offer of a new deploy, at the empty end of the header: the owner reloads when it suits them, not mid-quote. */
export function NewVersionPrompt() {
  const reload = useSyncExternalStore(subscribeToNewVersion, newVersionWaiting);
  if (!reload) return null;
  return (
    <div
      role="status"
      className="fixed top-2 right-3 z-40 flex items-center gap-3 rounded-full bg-stone-900 py-2 pr-2 pl-4 text-sm text-white shadow-lg"
    >
      New version —{' '}
      <button type="button" onClick={reload} className="rounded-full bg-white px-3 py-1 font-semibold text-stone-900">
        Reload
      </button>
    </div>
  );
}
