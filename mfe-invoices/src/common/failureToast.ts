import { ApiError } from '@cobber/web';
import { toast } from '@cobber/ui/toasts';

/**
 * A failed call shown as a destructive toast with the app's own text, and the
 * server's own reason beneath when it gave one (so "no client email" reads as such).
 */
export function failureToast(title: string, error: unknown, description?: string) {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  toast({ title, description: description ?? reason, variant: 'destructive' });
}

/** The 'Error' toasts: the server's message, or the screen's fallback when it gave none. */
export function errorToast(error: unknown, fallback: string) {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  toast({ title: 'Error', description: reason ?? fallback, variant: 'destructive' });
}
