import { apiPath } from '@cobber/web';

/** What the login form sends (as JSON). */
export interface LoginRequest {
  mode: 'login' | 'signup';
  firstName: string;
  email: string;
  password: string;
  remember: boolean;
}

export type LoginField = 'firstName' | 'email' | 'password';

/** Each bad field's message, and what belongs to no field (a wrong password, a limit). */
export type LoginErrors = Partial<Record<LoginField | 'form', string>>;

export type LoginAnswer = { kind: 'signed-in' } | { kind: 'notice'; message: string } | { kind: 'refused'; errors: LoginErrors };

const FIELDS: readonly string[] = ['firstName', 'email', 'password'] satisfies LoginField[];

/**
 * Signs in or up with JSON rather than the form post, so a refusal leaves the page as it
 * is (mode, name, email) and names every bad field at once.
 */
export async function postLogin(request: LoginRequest): Promise<LoginAnswer> {
  let response: Response;
  try {
    response = await fetch(apiPath('POST /api/login'), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request.mode === 'signup' ? request : { ...request, firstName: undefined }),
    });
  } catch {
    return { kind: 'refused', errors: { form: 'Could not reach Cobber. Check your connection and try again.' } };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 200) return { kind: 'signed-in' };
  const message = (body as { message?: unknown } | null)?.message;
  if (response.status === 202 && typeof message === 'string') return { kind: 'notice', message };
  return { kind: 'refused', errors: loginErrors(body) };
}

/** The error body `{ error: { message, fields? } }` as messages by field; read by hand to keep zod off this page. */
export function loginErrors(body: unknown): LoginErrors {
  const error = (body as { error?: { message?: unknown; fields?: unknown } } | null)?.error;
  const errors: LoginErrors = {};
  const fields = typeof error?.fields === 'object' && error.fields !== null ? Object.entries(error.fields) : [];
  for (const [name, text] of fields) {
    if (typeof text !== 'string') continue;
    if (FIELDS.includes(name)) errors[name as LoginField] = text;
    else errors.form ??= text;
  }
  if (fields.length === 0) errors.form = typeof error?.message === 'string' ? error.message : 'Something went wrong. Please try again.';
  return errors;
}
