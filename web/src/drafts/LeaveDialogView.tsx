import type { Blocker } from 'react-router';
import { Button } from '@cobber/ui';
import { Dialog } from '@cobber/ui/widgets';

export interface LeaveDialogProps {
  blocker: Blocker;
  title: string;
  description: string;
  leaveLabel: string;
}

/** The leave dialog itself, open while a leave is stopped. */
export function LeaveDialogView({ blocker, title, description, leaveLabel }: LeaveDialogProps) {
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
