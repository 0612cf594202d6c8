import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@cobber/web';

/**
 * Puts the server's per-field messages (a 400's `error.fields`) on the form's fields.
 * `formField` names the form's field for an API field where the two differ.
 */
export function showServerFieldErrors<Form extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Form>,
  formField: (apiField: string) => Path<Form> = (apiField) => apiField as Path<Form>,
) {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fields)) {
    setError(formField(field), { type: 'server', message });
  }
}
