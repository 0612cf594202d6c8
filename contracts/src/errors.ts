import { z } from 'zod';

export { ErrorCode } from './error-codes.ts';

/** The one error body every service and the gateway answer with. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Each bad field, by its path in the request body, with the form's own message. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Turns a zod error into the `fields` map: first message per field path. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= `Unknown field: ${key}`;
      continue;
    }
    fields[path] ??= issue.message;
  }
  return fields;
}
