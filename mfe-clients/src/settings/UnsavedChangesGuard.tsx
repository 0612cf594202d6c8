import { useEffect } from 'react';
import { useBlocker } from '@cobber/ui/router';
import { LeaveDialog } from '@cobber/web/drafts';

/**
 * Asks before the owner leaves a Settings section with changes not saved, so an account
 * number typed is never lost without a word: another screen of the app asks here, closing
 * or reloading the tab asks through the browser's own prompt.
 */
export function UnsavedChangesGuard({ unsaved }: { unsaved: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  useLeavingThePageAsks(unsaved);
  return (
    <LeaveDialog
      blocker={blocker}
      title="Leave without saving?"
      description="Your changes to Settings are not saved yet."
      leaveLabel="Leave without saving"
    />
  );
}

/** The browser's "Leave site?" prompt while `unsaved`: the tab closed, reloaded or sent to another site. */
function useLeavingThePageAsks(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
