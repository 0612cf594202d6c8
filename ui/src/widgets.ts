// Interactive widgets on Radix primitives, and the toasts. A separate entry from the
// core so the signed-out login page does not download them.
export { Accordion, AccordionSection, Checkbox, Switch, Tooltip, TOOLTIP_DELAY_MS, TooltipProvider } from './controls.tsx';
export { Dialog } from './dialog.tsx';
export {
  dismissToast,
  toast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  type ToastMessage,
  type ToastVariant,
} from './toast-store.ts';
export { Toaster } from './toaster.tsx';
export { ProgressTracker, type ProgressTrackerProps } from './progress-tracker.tsx';
export { ConfirmEmailNotice, isUnconfirmedEmail } from './confirm-email-notice.tsx';
