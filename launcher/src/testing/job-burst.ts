/**
 * What the records-survive tests do to Cobber: an owner's writers make quotes, change them,
 * send them and have the client accept them, through the gateway, while the test pulls the
 * plug. Every answer that came back 2xx is an acknowledged write the owner was told about.
 */

export interface Owner {
  base: string;
  cookie: string;
  request(method: string, path: string, body?: unknown): Promise<Response>;
}

const STATUS_ORDER = ['draft', 'sent', 'viewed', 'approved'];

/** A later status than the one acknowledged is fine: its request committed, the answer was lost. */
export function atLeast(status: string, acknowledged: string): boolean {
  return STATUS_ORDER.indexOf(status) >= STATUS_ORDER.indexOf(acknowledged);
}

export async function signUpOwner(base: string): Promise<Owner> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: `owner-${crypto.randomUUID().slice(0, 8)}@example.com`, password: 'correct horse battery', mode: 'signup', firstName: 'Sam', remember: true }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    base,
    cookie,
    request: (method, path, body) =>
      fetch(`${base}${path}`, {
        method,
        headers: { cookie, origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? null : JSON.stringify(body),
      }),
  };
}

/** A client of the owner's, by id: a quote names one of the owner's own clients. */
export async function newClient(owner: Owner, name = 'Zoe Nguyen', email = 'zoe@example.com'): Promise<string> {
  const response = await owner.request('POST', '/api/clients', { name, email });
  if (response.status !== 201) throw new Error(`creating a client failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

export interface Acknowledged {
  /** Quote id → the last status the app confirmed, and its total then. */
  quotes: Map<string, { status: string; totalAmount: string }>;
  writes: number;
  failed: number;
}

/**
 * `writers` loops, each: create a quote with its items (for the writer's own client, made
 * first), change its title, send it, accept it as the client. Runs until `stop` resolves;
 * every 2xx is recorded.
 */
export async function jobBurst(owner: Owner, writers: number, stop: Promise<void>): Promise<Acknowledged> {
  const acknowledged: Acknowledged = { quotes: new Map(), writes: 0, failed: 0 };
  let stopped = false;
  void stop.then(() => (stopped = true));
  const step = async (method: string, path: string, body?: unknown) => {
    const response = await owner.request(method, path, body).catch(() => null);
    if (!response?.ok) {
      acknowledged.failed++;
      return null;
    }
    acknowledged.writes++;
    return (await response.json().catch(() => ({}))) as { id?: string; status?: string; totalAmount?: string };
  };
  const writer = async (n: number) => {
    let clientId: string | undefined;
    for (let i = 0; !stopped; i++) {
      clientId ??= (await step('POST', '/api/clients', { name: `Client ${n}`, email: `client${n}@example.com` }))?.id;
      if (!clientId) continue;
      const quote = await step('POST', '/api/quotes', {
        clientId,
        clientName: `Client ${n}`,
        clientEmail: `client${n}@example.com`,
        title: `Job ${n}-${i}`,
        items: [
          { description: 'Electrician', quantity: 2 + (i % 3), unitPrice: 90, type: 'labor' },
          { description: 'Cable and fittings', quantity: 1, unitPrice: '45.50', type: 'materials' },
        ],
      });
      if (!quote?.id) continue;
      const id = quote.id;
      acknowledged.quotes.set(id, { status: 'draft', totalAmount: quote.totalAmount! });
      if (stopped || !(await step('PATCH', `/api/quotes/${id}`, { title: `Job ${n}-${i} (revised)` }))) continue;
      if (stopped || !(await step('POST', `/api/quotes/${id}/send`))) continue;
      acknowledged.quotes.set(id, { status: 'sent', totalAmount: quote.totalAmount! });
      const approved = stopped ? null : await step('PATCH', `/api/quotes/${id}/public/approve`);
      if (approved) acknowledged.quotes.set(id, { status: 'approved', totalAmount: quote.totalAmount! });
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, n) => writer(n)));
  return acknowledged;
}
