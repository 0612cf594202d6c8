import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@cobber/ui';

/**
 * Puts the server's per-field messages (a 400's `error.fields`) on the form's fields.
 * `names` maps an API field to the form's field where the two differ.
 */
export function showServerFieldErrors<Form extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Form>,
  names: Partial<Record<string, Path<Form>>> = {},
) {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fields)) {
    setError(names[field] ?? (field as Path<Form>), { type: 'server', message });
  }
}
