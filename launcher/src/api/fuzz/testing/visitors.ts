import type { Body } from './mutations.ts';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

const TIMEOUT_MS = 30_000;

function requestBody(body: Body): { body?: BodyInit; contentType?: string } {
  switch (body.kind) {
    case 'none':
      return {};
    case 'json':
      return { body: JSON.stringify(body.value), contentType: 'application/json' };
    case 'form':
      return { body: new URLSearchParams(body.fields).toString(), contentType: 'application/x-www-form-urlencoded' };
    case 'raw':
      return { body: body.text, contentType: body.contentType };
    case 'multipart': {
      const form = new FormData();
      form.append(body.field, new Blob([new Uint8Array(body.bytes)], { type: 'image/png' }), 'logo.png');
      return { body: form };
    }
  }
}

/**
 * Someone calling the app through the gateway as a browser would: from the app's own
 * origin, signed in as an owner (the session cookie) or signed out.
 */
export class Visitor {
  readonly base: string;
  readonly name: string;
  cookie: string | null = null;
  /** Sent with every request (what a forger adds). */
  readonly headers: Record<string, string>;

  constructor(base: string, name: string, headers: Record<string, string> = {}) {
    this.base = base;
    this.name = name;
    this.headers = headers;
  }

  async send(method: string, path: string, body: Body = { kind: 'none' }): Promise<Answer> {
    const { body: payload, contentType } = requestBody(body);
    const headers: Record<string, string> = { ...this.headers, origin: this.base };
    if (this.cookie) headers.cookie = this.cookie;
    if (contentType) headers['content-type'] = contentType;
    const response = await fetch(`${this.base}${path}`, { method, headers, body: payload ?? null, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
  }

  /** JSON of a call that must succeed (setting records up). */
  async expect<T = { id: string }>(method: string, path: string, value?: unknown): Promise<T> {
    const answer = await this.send(method, path, value === undefined ? { kind: 'none' } : { kind: 'json', value });
    if (answer.status >= 300) throw new Error(`${this.name}: ${method} ${path} answered ${answer.status} ${answer.text.slice(0, 300)}`);
    return (answer.text ? JSON.parse(answer.text) : undefined) as T;
  }

  /** A new account, signed in (the embedded default signs a new account in at once). */
  static async signUp(base: string, name: string): Promise<Visitor> {
    const visitor = new Visitor(base, name);
    const email = `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery', mode: 'signup', firstName: name }),
    });
    if (response.status !== 200) throw new Error(`sign-up of ${name} answered ${response.status}`);
    visitor.cookie = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
    return visitor;
  }
}
