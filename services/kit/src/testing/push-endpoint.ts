/**
 * A push service on loopback for tests: what a browser's push service does with a Web Push,
 * checked the way it checks it. It hands out subscriptions as a browser would (an endpoint
 * on a real push service's name, a P-256 key pair and an auth secret per subscription),
 * refuses a push without a valid VAPID header (RFC 8292: `vapid t=<ES256 JWT>, k=<public
 * key>`, the JWT's `aud` the endpoint's origin, `exp` within 24 hours), and decrypts the
 * aes128gcm payload (RFC 8291, RFC 8188) with the subscription's private key, so a test
 * reads the text a phone shows. The server reaches it by a name lookup the test gives it
 * (`resolve`, `port`): every push service's name leads here, and its certificate says so.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:https';
import type { LookupAddress } from 'node:dns';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PUSH_SERVICE_HOSTS } from '@cobber/contracts';

export interface TestPushSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload, as the service worker reads it. */
  text: string;
  ttl: number;
  /** The VAPID public key the push was signed with. */
  signedBy: string;
}

export interface TestPushEndpoint {
  /** Its self-signed certificate (PEM), for the sender to trust: push services are https only. */
  certificate: string;
  /** The name lookup that leads every push service's name here (127.0.0.1). */
  resolve(host: string): Promise<LookupAddress[]>;
  /** The port it listens on, in place of https's 443. */
  port: number;
  /** A subscription as a browser whose push service is `host` gives it (Chrome's FCM unless said). */
  subscribe(host?: string): TestPushSubscription;
  /** From now on, pushes to this subscription answer this status (410: gone). */
  answer(subscriptionId: string, status: number): void;
  received: ReceivedPush[];
  /** Pushes refused, with why (a bad VAPID header, a payload that does not decrypt). */
  refused: { subscriptionId: string; reason: string }[];
  stop(): Promise<void>;
}

interface Browser {
  ecdh: ECDH;
  auth: Buffer;
  status: number;
  /** The endpoint's origin, the audience its pushes are signed for. */
  origin: string;
}

const DAY_SECONDS = 24 * 60 * 60;
const b64 = (text: string) => Buffer.from(text, 'base64url');

/** RFC 8292 §2–3: the JWT is ES256-signed by `k`, for this origin, and expires within a day. Answers why not, or null. */
function vapidProblem(header: string | undefined, origin: string): { problem: string | null; key: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) return { problem: `no vapid Authorization header: ${header}`, key: '' };
  const [, token, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const point = b64(key);
  if (point.length !== 65 || point[0] !== 4) return { problem: 'k is not an uncompressed P-256 point', key };
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, b64(signature))) return { problem: 'the JWT signature does not verify with k', key };
  const { alg } = JSON.parse(b64(head).toString('utf8')) as { alg?: string };
  if (alg !== 'ES256') return { problem: `alg ${alg}`, key };
  const { aud, exp, sub } = JSON.parse(b64(claims).toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  const now = Date.now() / 1000;
  if (aud !== origin) return { problem: `aud ${aud} is not ${origin}`, key };
  if (typeof exp !== 'number' || exp <= now || exp > now + DAY_SECONDS) return { problem: `exp ${exp} is not within 24 hours`, key };
  if (!sub || !/^(mailto:|https:)/.test(sub)) return { problem: `sub ${sub}`, key };
  return { problem: null, key };
}

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, decrypted with the browser's keys. */
function decrypt(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const PUSH_SERVICE_NAMES = `subjectAltName=${PUSH_SERVICE_HOSTS.map((host) => `DNS:${host}`).join(',')},IP:127.0.0.1`;

/** A P-256 key and a certificate for every push service's name and 127.0.0.1, valid a day, made by openssl. */
function selfSigned(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'cobber-push-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=fcm.googleapis.com', '-addext', PUSH_SERVICE_NAMES, '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushEndpoint(): Promise<TestPushEndpoint> {
  const tls = selfSigned();
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const refused: { subscriptionId: string; reason: string }[] = [];
  const server = createServer(tls, (request, response) => {
    void (async () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const browser = browsers.get(id);
      const body = await readBody(request);
      if (request.method !== 'POST' || !browser) return response.writeHead(404).end();
      if (browser.status !== 201) return response.writeHead(browser.status).end();
      const { problem, key } = vapidProblem(request.headers.authorization, browser.origin);
      if (problem) {
        refused.push({ subscriptionId: id, reason: problem });
        return response.writeHead(403).end(problem);
      }
      if (request.headers['content-encoding'] !== 'aes128gcm') {
        refused.push({ subscriptionId: id, reason: `Content-Encoding ${request.headers['content-encoding']}` });
        return response.writeHead(415).end();
      }
      try {
        received.push({ subscriptionId: id, text: decrypt(body, browser), ttl: Number(request.headers.ttl), signedBy: key });
        response.writeHead(201).end();
      } catch (error) {
        refused.push({ subscriptionId: id, reason: `does not decrypt: ${(error as Error).message}` });
        response.writeHead(400).end();
      }
    })();
  });
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
  return {
    certificate: tls.cert,
    resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    port,
    subscribe(host = 'fcm.googleapis.com') {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const browser: Browser = { ecdh, auth: randomBytes(16), status: 201, origin: `https://${host}` };
      browsers.set(id, browser);
      return { id, endpoint: `${browser.origin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: browser.auth.toString('base64url') } };
    },
    answer(subscriptionId, status) {
      browsers.get(subscriptionId)!.status = status;
    },
    received,
    refused,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
