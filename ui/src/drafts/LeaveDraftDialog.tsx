import type { Blocker } from 'react-router';
import { Button } from '@cobber/ui';
import { Dialog } from '@cobber/ui/widgets';

/** Asks before the app takes the owner away from a quote not created yet; the draft stays on the phone either way. */
export function LeaveDraftDialog({ blocker }: { blocker: Blocker }) {
  const stay = () => blocker.reset?.();
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) stay();
      }}
      title="Leave this quote?"
      description="It is not created yet. Your draft is kept on this phone and offered again when you come back."
    >
      <div className="flex flex-col gap-3">
        <Button onClick={stay}>Keep editing</Button>
        <Button variant="outline" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </div>
    </Dialog>
  );
}
