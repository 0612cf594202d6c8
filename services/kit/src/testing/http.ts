import { IDENTITY_HEADER, signIdentity, type Owner } from '../identity.ts';

export const TEST_IDENTITY_SECRET = 'test-identity-secret-that-is-long-enough';

/** An owner as the gateway asserts one; confirmed unless a test asks otherwise. */
export function testOwner(firstName = 'Sam', { emailConfirmed = true } = {}): Owner {
  const id = crypto.randomUUID();
  return { id, email: `${firstName.toLowerCase()}-${id.slice(0, 8)}@example.com`, firstName, emailConfirmed };
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * Calls a service over real HTTP as an owner would arrive from the gateway: with a
 * signed identity (or none, for public calls and the 401 checks).
 */
export function apiClient(baseUrl: string, owner: Owner | null, secret = TEST_IDENTITY_SECRET) {
  return async function call<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (owner) (init.headers as Record<string, string>)[IDENTITY_HEADER] = signIdentity(owner, secret);
    if (body instanceof FormData || typeof body === 'string') init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const response = await fetch(`${baseUrl}${path}`, init);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  };
}
