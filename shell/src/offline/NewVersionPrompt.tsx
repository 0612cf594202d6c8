import { useSyncExternalStore } from 'react';
import { newVersionWaiting, subscribeToNewVersion } from './service-worker.ts';

/** The quiet offer of a new deploy: the owner reloads when it suits them, not mid-quote. */
export function NewVersionPrompt() {
  const reload = useSyncExternalStore(subscribeToNewVersion, newVersionWaiting);
  if (!reload) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-20 z-40 mx-auto flex w-fit items-center gap-3 rounded-full bg-stone-900 py-2 pr-2 pl-4 text-sm text-white shadow-lg"
    >
      New version —{' '}
      <button type="button" onClick={reload} className="rounded-full bg-white px-3 py-1 font-semibold text-stone-900">
        Reload
      </button>
    </div>
  );
}
