/** Toasts: at most 3 at once, a dismissed one removed after 1 s. */
export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning' | 'info';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ShownToast extends ToastMessage {
  id: number;
  open: boolean;
}

export const TOAST_LIMIT = 3;
export const TOAST_REMOVE_DELAY_MS = 1000;
/** How long a non-destructive toast stays; a destructive one stays until closed. */
export const TOAST_DURATION_MS = 4000;

let toasts: ShownToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ShownToast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): ShownToast[] {
  return toasts;
}

/** Shows a toast; the newest comes first and pushes out the oldest beyond the limit. */
export function toast(message: ToastMessage): number {
  const id = nextId++;
  publish([{ ...message, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number) {
  publish(toasts.map((shown) => (shown.id === id ? { ...shown, open: false } : shown)));
  setTimeout(() => publish(toasts.filter((shown) => shown.id !== id)), TOAST_REMOVE_DELAY_MS);
}
