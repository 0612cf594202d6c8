import { useEffect } from 'react';
import { useBlocker } from '@cobber/ui/router';
import { Button } from '@cobber/ui';
import { Dialog } from '@cobber/ui/widgets';

/**
 * Asks before the owner leaves a Settings section with changes not saved, so an account
 * number typed is never lost without a word: another screen of the app asks here, closing
 * or reloading the tab asks through the browser's own prompt.
 */
export function UnsavedChangesGuard({ unsaved }: { unsaved: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  useLeavingThePageAsks(unsaved);
  const stay = () => blocker.reset?.();
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) stay();
      }}
      title="Leave without saving?"
      description="Your changes to Settings are not saved yet."
    >
      <div className="flex flex-col gap-3">
        <Button onClick={stay}>Keep editing</Button>
        <Button variant="outline" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
      </div>
    </Dialog>
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
