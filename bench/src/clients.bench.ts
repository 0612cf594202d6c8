import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IDENTITY_HEADER, signIdentity } from '@cobber/kit';
import { load, row } from './http-load.ts';
import { startChild } from './processes.ts';
import { signUp, type Session } from './session.ts';

interface AppInfo {
  url: string;
  services: { business: string };
  identitySecret: string;
}

/**
 * Issue 2: GET /api/clients answering 200 clients, 50 connections, through the gateway,
 * straight to the business service, and from a bare node server with the same bytes.
 */
export async function benchClients(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cobber-bench-'));
  const app = await startChild<AppInfo>('./app-process.ts', [], { ...process.env, DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: '54391' });
  try {
    const owner: Session = await signUp(app.info.url);
    for (let i = 0; i < 200; i++) {
      await owner.post('/api/clients', { name: `Client ${String(i).padStart(3, '0')}`, email: `client${i}@example.com`, phone: '0400 000 000', address: `${i} George St, Sydney NSW 2000` });
    }
    const listed = await owner.get('/api/clients');
    const json = await listed.text();
    if (JSON.parse(json).length !== 200) throw new Error('expected 200 clients');
    const bare = await startChild<number>('./bare-server.ts', [json]);
    try {
      const user = await (await owner.get('/api/auth/user')).json();
      const seconds = Number(process.env.BENCH_SECONDS ?? 10);
      await load(`${app.info.url}/api/clients`, { cookie: owner.cookie }, { seconds: 2 });
      const viaGateway = await load(`${app.info.url}/api/clients`, { cookie: owner.cookie }, { seconds });
      const direct = await load(`${app.info.services.business}/api/clients`, { [IDENTITY_HEADER]: signIdentity(user, app.info.identitySecret) }, { seconds });
      const bareNode = await load(`http://127.0.0.1:${bare.info}/`, {}, { seconds });
      console.log(`\nGET /api/clients, 200 clients (${(json.length / 1024).toFixed(1)} KB), 50 connections, ${seconds} s each`);
      console.log(row('through the gateway', viaGateway));
      console.log(row('straight to the service', direct));
      console.log(row('bare node http', bareNode));
      console.log(`gateway p99 / direct p99:          ${(viaGateway.p99 / direct.p99).toFixed(2)}  (aim ≤ 1.5)`);
      console.log(`gateway req/s / bare node req/s:   ${(viaGateway.requestsPerSecond / bareNode.requestsPerSecond).toFixed(2)}  (aim ≥ 0.35)`);
      console.log(`direct req/s / bare node req/s:    ${(direct.requestsPerSecond / bareNode.requestsPerSecond).toFixed(2)}`);
    } finally {
      await bare.stop();
    }
  } finally {
    await app.stop();
  }
}
