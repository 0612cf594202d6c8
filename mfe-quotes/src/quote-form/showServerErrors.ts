import type { UseFormSetError } from 'react-hook-form';
import { ApiError } from '@cobber/web';
import type { QuoteFormValues } from './quoteForm.ts';

const FORM_FIELDS = {
  clientId: true,
  clientName: true,
  clientEmail: true,
  title: true,
  description: true,
  travelDistance: true,
  costPerKm: true,
} as const;

/** The server's per-field messages (a 400's `error.fields`) on the quote form's own fields. */
export function showServerErrors(error: unknown, setError: UseFormSetError<QuoteFormValues>) {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fields)) {
    if (field in FORM_FIELDS) setError(field as keyof typeof FORM_FIELDS, { type: 'server', message });
    else setError('root', { type: 'server', message });
  }
}
