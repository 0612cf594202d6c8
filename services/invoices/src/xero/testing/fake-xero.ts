import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Xero for the tests: a real HTTP server speaking Xero's OAuth 2.0 (authorisation
 * code with PKCE, refresh tokens that rotate, revocation), its connections, and the parts
 * of the Accounting API Cobber calls (Accounts, Contacts, Invoices, Payments), with
 * Idempotency-Key and Xero-tenant-id as Xero reads them. Tests turn it down, rate limit
 * it, or expire its access tokens.
 */

export interface FakeOrganisation {
  tenantId: string;
  name: string;
  bankAccountId: string;
}

export interface FakeInvoice {
  InvoiceID: string;
  Type: string;
  InvoiceNumber: string;
  Reference: string;
  Date: string;
  DueDate: string;
  Status: string;
  Contact: { ContactID: string };
  LineItems: { Description: string; Quantity: number; UnitAmount: number; LineAmount: number; AccountCode: string; TaxType: string; TaxAmount: number }[];
  SubTotal: number;
  TotalTax: number;
  Total: number;
  AmountPaid: number;
  AmountDue: number;
  tenantId: string;
}

export interface FakePayment {
  PaymentID: string;
  Date: string;
  Amount: number;
  Reference: string;
  Status: 'AUTHORISED';
  PaymentType: 'ACCRECPAYMENT';
  Invoice: { InvoiceID: string };
  Account: { AccountID: string };
  UpdatedDateUTC: string;
  tenantId: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  tenantId: string | undefined;
  idempotencyKey: string | undefined;
  ifModifiedSince: string | undefined;
}

export interface FakeXero {
  url: string;
  clientId: string;
  clientSecret: string;
  organisations: FakeOrganisation[];
  contacts: Map<string, { ContactID: string; Name: string; EmailAddress?: string; tenantId: string }>;
  invoices: Map<string, FakeInvoice>;
  payments: Map<string, FakePayment>;
  requests: FakeRequest[];
  /** Refresh tokens spent (each answered with a new pair), and those revoked. */
  refreshes: number;
  revoked: string[];
  /** Every API call answers 503 while true. */
  down: boolean;
  /** The next `count` Accounting API calls answer 429 with Retry-After. */
  rateLimit(count: number, retryAfterSeconds: number): void;
  /** Every access token given so far stops working (as it would at its 30 minutes). */
  expireAccessTokens(): void;
  /** What someone entering a payment in Xero does. */
  enterPayment(invoiceId: string, amount: number, date: string): FakePayment;
  stop(): Promise<void>;
}

const msDate = (date: Date) => `/Date(${date.getTime()}+0000)/`;
const money = (n: number) => Math.round(n * 100) / 100;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

const validation = (message: string) => ({ ErrorNumber: 10, Type: 'ValidationException', Message: 'A validation exception occurred', Elements: [{ ValidationErrors: [{ Message: message }] }] });

/** Xero's `where` as Cobber writes it: `Field=="value"` joined by `&&`. */
function matches(where: string | null, record: object): boolean {
  if (!where) return true;
  return where.split('&&').every((clause) => {
    const [, field, value] = /^(\w+)=="(.*)"$/.exec(clause.trim()) ?? [];
    return field !== undefined && String((record as Record<string, unknown>)[field] ?? '').toLowerCase() === value!.toLowerCase();
  });
}

export async function startFakeXero(options: { organisations?: string[] } = {}): Promise<FakeXero> {
  const clientId = `client-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(16).toString('hex');
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const accessTokens = new Map<string, { expired: boolean }>();
  const refreshTokens = new Set<string>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let limited = { count: 0, retryAfter: 0 };

  function tokens(res: ServerResponse) {
    const access = randomBytes(24).toString('hex');
    const refresh = randomBytes(24).toString('hex');
    accessTokens.set(access, { expired: false });
    refreshTokens.add(refresh);
    send(res, 200, { access_token: access, refresh_token: refresh, expires_in: 1800, token_type: 'Bearer', scope: 'offline_access accounting.transactions accounting.contacts' });
  }

  function recalculate(invoice: FakeInvoice) {
    const paid = [...xero.payments.values()].filter((p) => p.Invoice.InvoiceID === invoice.InvoiceID).reduce((sum, p) => sum + p.Amount, 0);
    invoice.AmountPaid = money(paid);
    invoice.AmountDue = money(invoice.Total - paid);
    if (invoice.Status === 'AUTHORISED' && invoice.AmountDue === 0) invoice.Status = 'PAID';
  }

  function saveInvoice(tenantId: string, sent: Partial<FakeInvoice>): { status: number; body: unknown } {
    const existing = sent.InvoiceID ? xero.invoices.get(sent.InvoiceID) : undefined;
    if (sent.InvoiceID && (!existing || existing.tenantId !== tenantId)) return { status: 404, body: { Title: 'Not Found' } };
    if (existing && existing.AmountPaid > 0) return { status: 400, body: validation('This document cannot be edited as it has a payment or credit note allocated to it.') };
    if (existing && sent.Status === 'VOIDED' && !sent.LineItems) {
      existing.Status = 'VOIDED';
      return { status: 200, body: { Invoices: [existing] } };
    }
    if (sent.Type !== 'ACCREC') return { status: 400, body: validation('Invoice Type must be specified') };
    if (!sent.Contact || !xero.contacts.has(sent.Contact.ContactID)) return { status: 400, body: validation('A Contact must be specified for this type of transaction') };
    const bad = (sent.LineItems ?? []).find((line) => line.AccountCode !== '200');
    if (bad) return { status: 400, body: validation(`Account code '${bad.AccountCode}' is not a valid code for this document.`) };
    const lines = sent.LineItems ?? [];
    const subTotal = money(lines.reduce((sum, line) => sum + line.LineAmount, 0));
    const totalTax = money(lines.reduce((sum, line) => sum + line.TaxAmount, 0));
    const invoice: FakeInvoice = {
      ...(existing ?? { InvoiceID: randomUUID(), AmountPaid: 0, tenantId }),
      Type: 'ACCREC',
      InvoiceNumber: sent.InvoiceNumber ?? '',
      Reference: sent.Reference ?? '',
      Date: sent.Date ?? '',
      DueDate: sent.DueDate ?? '',
      Status: sent.Status ?? 'DRAFT',
      Contact: sent.Contact,
      LineItems: lines,
      SubTotal: subTotal,
      TotalTax: totalTax,
      Total: money(subTotal + totalTax),
      AmountDue: 0,
    };
    xero.invoices.set(invoice.InvoiceID, invoice);
    recalculate(invoice);
    return { status: 200, body: { Invoices: [invoice] } };
  }

  function addPayment(tenantId: string, sent: { Invoice?: { InvoiceID: string }; Account?: { AccountID: string }; Date: string; Amount: number; Reference?: string }): { status: number; body: unknown } {
    const invoice = sent.Invoice ? xero.invoices.get(sent.Invoice.InvoiceID) : undefined;
    if (!invoice || invoice.tenantId !== tenantId) return { status: 400, body: validation('Invoice could not be found') };
    if (sent.Account?.AccountID !== xero.organisations.find((o) => o.tenantId === tenantId)?.bankAccountId) return { status: 400, body: validation('Account could not be found') };
    if (invoice.Status !== 'AUTHORISED') return { status: 400, body: validation('Payment can only be applied to an AUTHORISED invoice') };
    if (money(sent.Amount) > invoice.AmountDue) return { status: 400, body: validation('Payment amount exceeds the amount outstanding on this document') };
    const payment: FakePayment = {
      PaymentID: randomUUID(),
      Date: msDate(new Date(`${sent.Date}T00:00:00Z`)),
      Amount: money(sent.Amount),
      Reference: sent.Reference ?? '',
      Status: 'AUTHORISED',
      PaymentType: 'ACCRECPAYMENT',
      Invoice: { InvoiceID: invoice.InvoiceID },
      Account: { AccountID: sent.Account!.AccountID },
      UpdatedDateUTC: msDate(new Date()),
      tenantId,
    };
    xero.payments.set(payment.PaymentID, payment);
    recalculate(invoice);
    return { status: 200, body: { Payments: [payment] } };
  }

  async function accounting(req: IncomingMessage, res: ServerResponse, url: URL, tenantId: string) {
    const path = url.pathname.replace('/api.xro/2.0', '');
    const method = req.method ?? 'GET';
    const mine = <T extends { tenantId: string }>(records: Iterable<T>) => [...records].filter((r) => r.tenantId === tenantId);
    const where = url.searchParams.get('where');
    if (method === 'GET') {
      if (path === '/Accounts') {
        const organisation = xero.organisations.find((o) => o.tenantId === tenantId)!;
        const accounts = [{ AccountID: organisation.bankAccountId, Name: 'Business Cheque Account', Type: 'BANK', Status: 'ACTIVE' }];
        return send(res, 200, { Accounts: accounts.filter((a) => matches(where, a)) });
      }
      if (path === '/Contacts') return send(res, 200, { Contacts: mine(xero.contacts.values()).filter((c) => matches(where, c)) });
      if (path === '/Invoices') {
        const numbers = url.searchParams.get('InvoiceNumbers')?.split(',');
        return send(res, 200, { Invoices: mine(xero.invoices.values()).filter((i) => !numbers || numbers.includes(i.InvoiceNumber)) });
      }
      if (path === '/Payments') {
        const since = req.headers['if-modified-since'] ? new Date(String(req.headers['if-modified-since'])).getTime() : 0;
        const page = Number(url.searchParams.get('page') ?? 1);
        const updated = (p: FakePayment) => Number(/\d+/.exec(p.UpdatedDateUTC)![0]);
        const listed = mine(xero.payments.values()).filter((p) => updated(p) > since && matches(where, p));
        return send(res, 200, { Payments: listed.slice((page - 1) * 100, page * 100) });
      }
      return send(res, 404, { Title: 'Not Found' });
    }
    const body = JSON.parse((await readBody(req)) || '{}');
    const key = req.headers['idempotency-key'] ? `${tenantId}:${String(req.headers['idempotency-key'])}` : null;
    const remembered = key ? idempotent.get(key) : undefined;
    if (remembered) return send(res, remembered.status, remembered.body);
    let outcome: { status: number; body: unknown } = { status: 404, body: { Title: 'Not Found' } };
    if (path === '/Contacts' && method === 'POST') {
      const sent = body.Contacts[0] as { Name: string; EmailAddress?: string };
      if (mine(xero.contacts.values()).some((c) => c.Name.toLowerCase() === sent.Name.toLowerCase())) outcome = { status: 400, body: validation(`The contact name ${sent.Name} is already assigned to another contact. The contact name must be unique across all active contacts.`) };
      else {
        const contact = { ContactID: randomUUID(), Name: sent.Name, ...(sent.EmailAddress ? { EmailAddress: sent.EmailAddress } : {}), tenantId };
        xero.contacts.set(contact.ContactID, contact);
        outcome = { status: 200, body: { Contacts: [contact] } };
      }
    } else if (path === '/Invoices' && method === 'POST') outcome = saveInvoice(tenantId, body.Invoices[0]);
    else if (/^\/Invoices\/[\w-]+$/.test(path) && method === 'POST') outcome = saveInvoice(tenantId, { ...body.Invoices[0], InvoiceID: path.split('/')[2] });
    else if (path === '/Payments' && method === 'PUT') outcome = addPayment(tenantId, body.Payments[0]);
    if (key && outcome.status < 500) idempotent.set(key, outcome);
    send(res, outcome.status, outcome.body);
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-xero');
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const tenantId = req.headers['xero-tenant-id'] as string | undefined;
    xero.requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, tenantId, idempotencyKey: req.headers['idempotency-key'] as string | undefined, ifModifiedSince: req.headers['if-modified-since'] as string | undefined });
    if (url.pathname === '/identity/connect/authorize') {
      const q = url.searchParams;
      if (q.get('client_id') !== clientId || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) return send(res, 400, { error: 'invalid_request' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, { challenge: q.get('code_challenge')!, redirectUri: q.get('redirect_uri')! });
      const back = new URL(q.get('redirect_uri')!);
      back.search = new URLSearchParams({ code, state: q.get('state') ?? '', scope: q.get('scope') ?? '' }).toString();
      return send(res, 302, undefined, { location: back.toString() });
    }
    if (url.pathname === '/connect/token' || url.pathname === '/connect/revocation') {
      if (req.headers.authorization !== `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`) return send(res, 401, { error: 'invalid_client' });
      const form = new URLSearchParams(await readBody(req));
      if (url.pathname === '/connect/revocation') {
        xero.revoked.push(form.get('token') ?? '');
        refreshTokens.delete(form.get('token') ?? '');
        return send(res, 200);
      }
      if (form.get('grant_type') === 'authorization_code') {
        const sent = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verified = sent && createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url') === sent.challenge;
        if (!verified || sent.redirectUri !== form.get('redirect_uri')) return send(res, 400, { error: 'invalid_grant' });
        return tokens(res);
      }
      if (form.get('grant_type') === 'refresh_token' && refreshTokens.delete(form.get('refresh_token') ?? '')) {
        xero.refreshes++;
        return tokens(res);
      }
      return send(res, 400, { error: 'invalid_grant' });
    }
    if (xero.down) return send(res, 503, { Title: 'Service Unavailable' });
    const access = bearer ? accessTokens.get(bearer) : undefined;
    if (!access || access.expired) return send(res, 401, { Type: null, Title: 'Unauthorized', Status: 401, Detail: 'TokenExpired: token expired' });
    if (url.pathname === '/connections') return send(res, 200, xero.organisations.map((o) => ({ id: randomUUID(), tenantId: o.tenantId, tenantType: 'ORGANISATION', tenantName: o.name })));
    if (!url.pathname.startsWith('/api.xro/2.0/')) return send(res, 404, { Title: 'Not Found' });
    if (!tenantId || !xero.organisations.some((o) => o.tenantId === tenantId)) return send(res, 403, { Title: 'Forbidden', Detail: 'AuthenticationUnsuccessful' });
    if (limited.count > 0) {
      limited.count--;
      return send(res, 429, { Title: 'Too Many Requests' }, { 'retry-after': String(limited.retryAfter) });
    }
    await accounting(req, res, url, tenantId);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const xero: FakeXero = {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    organisations: (options.organisations ?? ['Sparky Bros Pty Ltd']).map((name) => ({ tenantId: randomUUID(), name, bankAccountId: randomUUID() })),
    contacts: new Map(),
    invoices: new Map(),
    payments: new Map(),
    requests: [],
    refreshes: 0,
    revoked: [],
    down: false,
    rateLimit(count, retryAfterSeconds) {
      limited = { count, retryAfter: retryAfterSeconds };
    },
    expireAccessTokens() {
      for (const token of accessTokens.values()) token.expired = true;
    },
    enterPayment(invoiceId, amount, date) {
      const invoice = xero.invoices.get(invoiceId)!;
      const organisation = xero.organisations.find((o) => o.tenantId === invoice.tenantId)!;
      const outcome = addPayment(invoice.tenantId, { Invoice: { InvoiceID: invoiceId }, Account: { AccountID: organisation.bankAccountId }, Date: date, Amount: amount });
      if (outcome.status !== 200) throw new Error(JSON.stringify(outcome.body));
      return (outcome.body as { Payments: FakePayment[] }).Payments[0]!;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return xero;
}
