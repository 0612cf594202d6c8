import type { Blocker } from 'react-router';
import { Button } from '@cobber/ui';
import { Dialog } from '@cobber/ui/widgets';

interface LeaveDialogProps {
  blocker: Blocker;
  title: string;
  description: string;
  leaveLabel: string;
}

/** Asks before the app takes the owner away from work not saved yet: stay ("Keep editing") or leave. */
export function LeaveDialog({ blocker, title, description, leaveLabel }: LeaveDialogProps) {
  const stay = () => blocker.reset?.();
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) stay();
      }}
      title={title}
      description={description}
    >
      <div className="flex flex-col gap-3">
        <Button onClick={stay}>Keep editing</Button>
        <Button variant="outline" onClick={() => blocker.proceed?.()}>
          {leaveLabel}
        </Button>
      </div>
    </Dialog>
  );
}

/** A quote not created yet: the draft stays on the phone either way. */
export function LeaveDraftDialog({ blocker }: { blocker: Blocker }) {
  return (
    <LeaveDialog
      blocker={blocker}
      title="Leave this quote?"
      description="It is not created yet. Your draft is kept on this phone and offered again when you come back."
      leaveLabel="Leave"
    />
  );
}
