import { CloudOff } from 'lucide-react';
import { offlineText, useOffline, useSavedAt } from '@cobber/web/query';

/** "Offline — showing what was saved at 10:42" above any screen while Cobber is out of reach. */
export function OfflineBanner() {
  const offline = useOffline();
  const savedAt = useSavedAt();
  if (!offline) return null;
  return (
    <p role="status" className="flex items-center justify-center gap-2 bg-stone-900 px-4 py-2 text-center text-sm font-medium text-white">
      <CloudOff aria-hidden className="size-4 shrink-0" />
      {offlineText(savedAt, Date.now())}
    </p>
  );
}
