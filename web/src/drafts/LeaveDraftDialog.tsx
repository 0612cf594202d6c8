import { lazy } from 'react';
import type { Blocker } from 'react-router';
import { OpenedOnce } from '@cobber/ui';
import type { LeaveDialogProps } from './LeaveDialogView.tsx';

// Loaded the first time a leave is stopped: a form's first screen does not bring the dialog library for it.
const LeaveDialogView = lazy(() => import('./LeaveDialogView.tsx').then(({ LeaveDialogView }) => ({ default: LeaveDialogView })));

/** Asks before the app takes the owner away from work not saved yet: stay ("Keep editing") or leave. */
export function LeaveDialog(props: LeaveDialogProps) {
  return (
    <OpenedOnce open={props.blocker.state === 'blocked'}>
      <LeaveDialogView {...props} />
    </OpenedOnce>
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
