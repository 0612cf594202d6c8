export interface Session {
  cookie: string;
  get(path: string): Promise<Response>;
  post(path: string, body: unknown): Promise<Response>;
}

/** A client of the owner's, by id: a quote names one of the owner's own clients. */
export async function newClient(owner: Session, name = 'Zoe Nguyen', email = 'zoe@example.com'): Promise<string> {
  const response = await owner.post('/api/clients', { name, email });
  if (response.status !== 201) throw new Error(`creating a client failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Signs a new owner up through the gateway and keeps the session cookie. */
export async function signUp(base: string): Promise<Session> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: `bench-${crypto.randomUUID()}@example.com`, password: 'benchmark password', mode: 'signup', firstName: 'Bench', remember: true }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    cookie,
    get: (path) => fetch(`${base}${path}`, { headers: { cookie } }),
    post: (path, body) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { cookie, origin: base, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  };
}
