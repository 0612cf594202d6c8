// The toasts on their own: the shell mounts the Toaster on every screen, and a
// screen that only shows toasts should not download the dialogs and controls with them.
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
