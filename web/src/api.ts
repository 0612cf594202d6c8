import type { ErrorBody } from '@cobber/contracts';

type ErrorDetail = ErrorBody['error'];

/**
 * A failed API call. The message is the generic helper's text, `status: body or status text`;
 * `code` and `fields` carry the server's error body so a form can show each field's message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string>;
  /** The server's own message when it sent the error body, for a toast. */
  readonly serverMessage: string | undefined;

  constructor(status: number, text: string, detail: ErrorDetail | undefined) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = detail?.code;
    this.fields = detail?.fields ?? {};
    this.serverMessage = detail?.message;
  }
}

/** A response check: a contracts schema, or anything with the same `parse`. */
export interface ResponseSchema<T> {
  parse(value: unknown): T;
}

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  /** Validates the answer; without it the answer is returned as read. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** More request headers (an `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** Sends one request of the app's API: the browser's fetch, or the server's while it draws a screen. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transportNow: () => ApiTransport | undefined = () => undefined;

/**
 * Where the app's calls go while the server draws an owner's screen (first-screen/server.tsx):
 * `current` names the transport of the drawing under way, so a screen's own queries ask the
 * services as that owner. In the browser nothing is set and calls go to the page's origin.
 */
export function sendCallsThrough(current: () => ApiTransport | undefined): void {
  transportNow = current;
}

/** Calls the app's own API with the session cookie. */
export async function apiFetch<T = unknown>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal, headers = {} } = request;
  const init: RequestInit = { method, credentials: 'include', signal, headers: { ...headers, Accept: 'application/json' } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...headers, Accept: 'application/json', 'Content-Type': 'application/json' };
  }
  const response = await (transportNow() ?? fetch)(path, init);
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text || response.statusText, errorDetail(text));
  const value: unknown = text ? JSON.parse(text) : undefined;
  return schema ? schema.parse(value) : (value as T);
}

function errorDetail(text: string): ErrorDetail | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
    const { error } = body as { error: unknown };
    if (typeof error !== 'object' || error === null) return undefined;
    const detail = error as Partial<ErrorDetail>;
    if (typeof detail.message !== 'string') return undefined;
    return { code: String(detail.code ?? ''), message: detail.message, fields: detail.fields };
  } catch {
    return undefined;
  }
}
