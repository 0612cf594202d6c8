import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ROUTES, openApiPath, pathPattern, type ApiRoute, type OpenApiDocument, type OpenApiOperation } from '@cobber/contracts/api';
import { createTestDatabase } from '@cobber/kit/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbedded, type EmbeddedApp } from '../../embedded.ts';
import { problemWith } from './testing/checks.ts';
import { idsByField, makeRecords, recordsFor, type Records } from './testing/records.ts';
import { pathOf, requestsFor, type CallerIds, type FuzzRequest } from './testing/requests.ts';
import { Visitor } from './testing/visitors.ts';

/** A fixed seed, so a failure is found again the same way. */
const SEED = 20;
/** Requests per route and caller: with three callers, about 3,400 in all (some 10 s). */
const RUNS = 20;

/** What a signed-out caller may forge: an identity assertion, a session cookie, where it comes from. */
const FORGED = {
  'x-cobber-identity': `${Buffer.from(JSON.stringify({ id: crypto.randomUUID(), exp: 9e9 })).toString('base64url')}.forged`,
  cookie: 'cobber.sid=forged-session; cobber.sid.sig=forged',
  'x-forwarded-for': '203.0.113.7, not-an-address',
};

interface Caller {
  visitor: Visitor;
  /** Whose records are "mine" (the signed-out caller uses the first owner's public links). */
  records: Records;
  others: Records;
  signedIn: boolean;
}

interface Finding {
  call: string;
  as: string;
  problem: string;
  sent: string;
  answered: string;
}

/** The ids a caller has at hand for a route: each path parameter's records found by the route's path. */
function idsFor(route: ApiRoute, caller: Caller): CallerIds {
  const allOf = (records: Records) => Object.values(records).flat();
  return {
    mine: (param) => recordsFor(route.path, param, caller.records),
    theirs: (param) => recordsFor(route.path, param, caller.others),
    body: { byField: idsByField(caller.records), any: [...allOf(caller.records), ...allOf(caller.others)] },
  };
}

const describeSent = (route: ApiRoute, request: FuzzRequest) => `${route.method} ${pathOf(route.path, request)} ${JSON.stringify(request.body).slice(0, 300)}`;

describe('the published API, fuzzed', () => {
  let app: EmbeddedApp;
  let dataDir: string;
  let document: OpenApiDocument;
  let callers: Caller[];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cobber-fuzz-'));
    app = await startEmbedded({
      DATABASE_URL: await createTestDatabase(),
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      BACKUP_EVERY_HOURS: '0',
      // The edge's limits would answer most of these 429 before any route is reached.
      LOGIN_LIMIT_PER_IP: '100000',
      LOGIN_LIMIT_PER_EMAIL: '100000',
      PUBLIC_LIMIT_PER_IP: '100000',
    });
    const [sam, alex] = [await Visitor.signUp(app.url, 'Sam'), await Visitor.signUp(app.url, 'Alex')];
    const [samRecords, alexRecords] = [await makeRecords(sam), await makeRecords(alex)];
    callers = [
      { visitor: sam, records: samRecords, others: alexRecords, signedIn: true },
      { visitor: alex, records: alexRecords, others: samRecords, signedIn: true },
      { visitor: new Visitor(app.url, 'signed out', FORGED), records: samRecords, others: alexRecords, signedIn: false },
    ];
    document = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as OpenApiDocument;
  });
  afterAll(async () => {
    await app?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers every route, signed in as either owner and signed out, without a 5xx or a success that breaks its schema', async () => {
    const findings: Finding[] = [];
    const statuses: Record<string, number> = {};
    const started = performance.now();
    let sent = 0;
    for (const [index, route] of API_ROUTES.entries()) {
      const operation: OpenApiOperation | undefined = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path} in /api/openapi.json`).toBeDefined();
      // The gateway's own calls sign in, out and over: as an owner of their own, new for each route.
      const who = route.service === 'gateway' ? [{ ...callers[0]!, visitor: await Visitor.signUp(app.url, 'Jo') }, callers[2]!] : callers;
      for (const [n, caller] of who.entries()) {
        const requests = fc.sample(requestsFor(operation!, route.method, idsFor(route, caller)), { seed: SEED * 1000 + index * 10 + n, numRuns: RUNS });
        for (const request of requests) {
          const sentPath = pathOf(route.path, request);
          const answer = await caller.visitor.send(route.method, sentPath, request.body);
          sent++;
          const kind = `${Math.floor(answer.status / 100)}xx`;
          statuses[kind] = (statuses[kind] ?? 0) + 1;
          // An id of `..` takes the URL to another route (`/api/quotes/../claims` is `/api/claims`),
          // whose answer is that route's to check, on its own turn; no route may answer 5xx.
          const reached = new URL(sentPath, app.url).pathname;
          const problem = pathPattern(route.path).test(reached) ? problemWith(route, operation!, caller.signedIn, answer) : answer.status >= 500 ? `answered ${answer.status}` : null;
          if (problem) findings.push({ call: `${route.method} ${route.path}`, as: caller.visitor.name, problem, sent: describeSent(route, request), answered: answer.text.slice(0, 300) });
        }
      }
    }
    console.log(
      `API fuzz, seed ${SEED}: ${API_ROUTES.length} routes, ${sent} requests (${RUNS} per route and caller: two owners and signed out; ` +
        `the gateway's own as an owner of their own and signed out) in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `answers ${JSON.stringify(statuses)}; ${findings.length} problems`,
    );
    expect(findings).toEqual([]);
  }, 120_000);
});
