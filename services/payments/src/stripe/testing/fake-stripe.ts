import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  description: string | null;
  receipt_email: string | null;
  last_payment_error: { type: string; code: string; message: string } | null;
  livemode: false;
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: URLSearchParams;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  intents: Map<string, FakeIntent>;
  /** What a card confirmed in the browser would do to the PaymentIntent (a canceled or paid one refuses, as with Stripe). */
  succeed(id: string): FakeIntent;
  stop(): Promise<void>;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** `metadata[ownerId]=…` → `{ ownerId: … }`, Stripe's form encoding of a hash. */
function hashParam(form: URLSearchParams, name: string): Record<string, string> {
  const hash: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = new RegExp(`^${name}\\[(\\w+)\\]$`).exec(key);
    if (match) hash[match[1]!] = value;
  }
  return hash;
}

/** Stripe cancels a PaymentIntent only before its card is charged. */
const CANCELABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture']);
const CONFIRMABLE = new Set(['requires_payment_method', 'requires_confirmation']);

/** Stripe's test cards that are declined, with Stripe's messages (docs.stripe.com/testing); any other card pays. */
const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
};

function missing(id: string) {
  return { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'` } };
}

function unexpectedState(intent: FakeIntent, action: string) {
  return {
    error: {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
    },
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  // Stripe's API answers browsers too (Stripe.js confirms from the page).
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'request-id': `req_${randomBytes(6).toString('hex')}` });
  res.end(JSON.stringify(body));
}

/**
 * A local stand-in for Stripe's REST API, enough for PaymentIntents: create (form body,
 * Idempotency-Key replays the first answer, as Stripe does), retrieve, cancel, and confirm
 * with a card number the way Stripe.js does from the browser (Stripe's test cards decide). Tests point
 * the real SDK at it and drive the PaymentIntent's state as a card in the browser would
 * (the Playwright journey too, `@cobber/payments/testing`, on a port the app was told).
 */
export async function startFakeStripe(port = 0): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, FakeIntent>();
  const replays = new Map<string, FakeIntent>();

  const server = createServer(async (req, res) => {
    const form = await readForm(req);
    const path = new URL(req.url ?? '/', 'http://stripe.local').pathname;
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path, idempotencyKey, authorization: req.headers.authorization, form });
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const replay = idempotencyKey ? replays.get(idempotencyKey) : undefined;
      if (replay) return send(res, 200, replay);
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        metadata: hashParam(form, 'metadata'),
        automatic_payment_methods: form.get('automatic_payment_methods[enabled]') === 'true' ? { enabled: true } : null,
        description: form.get('description'),
        receipt_email: form.get('receipt_email'),
        last_payment_error: null,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      intents.set(id, intent);
      if (idempotencyKey) replays.set(idempotencyKey, intent);
      return send(res, 200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    if (req.method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1]!);
      if (intent) return send(res, 200, intent);
      return send(res, 404, missing(retrieve[1]!));
    }
    const confirm = /^\/v1\/payment_intents\/([\w]+)\/confirm$/.exec(path);
    if (req.method === 'POST' && confirm) {
      const intent = intents.get(confirm[1]!);
      if (!intent || form.get('client_secret') !== intent.client_secret) return send(res, 404, missing(confirm[1]!));
      if (!CONFIRMABLE.has(intent.status)) return send(res, 400, unexpectedState(intent, 'confirm'));
      const decline = DECLINES[form.get('payment_method_data[card][number]') ?? ''];
      if (!decline) return send(res, 200, Object.assign(intent, { status: 'succeeded', last_payment_error: null }));
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: 'card_declined', message: decline };
      return send(res, 402, { error: { ...intent.last_payment_error, payment_intent: intent } });
    }
    const cancel = /^\/v1\/payment_intents\/([\w]+)\/cancel$/.exec(path);
    if (req.method === 'POST' && cancel) {
      const intent = intents.get(cancel[1]!);
      if (!intent) return send(res, 404, missing(cancel[1]!));
      if (!CANCELABLE.has(intent.status)) return send(res, 400, unexpectedState(intent, 'cancel'));
      intent.status = 'canceled';
      return send(res, 200, intent);
    }
    send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;

  const update = (id: string, change: Partial<FakeIntent>): FakeIntent => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`No such payment_intent ${id}`);
    Object.assign(intent, change);
    return intent;
  };
  return {
    url: `http://127.0.0.1:${listening}`,
    requests,
    intents,
    succeed(id) {
      const intent = intents.get(id);
      // What Stripe.js answers a browser confirming a PaymentIntent that can no longer take a card.
      if (intent && (intent.status === 'canceled' || intent.status === 'succeeded')) throw new Error(unexpectedState(intent, 'confirm').error.message);
      return update(id, { status: 'succeeded', last_payment_error: null });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
