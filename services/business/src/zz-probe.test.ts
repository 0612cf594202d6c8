import { request } from 'node:http';
import { writeFileSync } from 'node:fs';
import { signIdentity } from '@cobber/kit';
import { TEST_IDENTITY_SECRET } from '@cobber/kit/testing';
import { it } from 'vitest';
import { startBusinessService } from './testing/service.ts';

function send(url: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve(`${res.statusCode} allow=${res.headers.allow ?? ''} ${text.slice(0, 160).replace(/"id":"[^"]+"|"createdAt":"[^"]+"|"updatedAt":"[^"]+"|"logoUrl":"[^"]+"/g, '')}`));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

it('probes', async () => {
  const running = await startBusinessService();
  const owner = { id: '00000000-0000-4000-8000-000000000001', email: 'sam@example.com', emailConfirmed: true } as never;
  const id = signIdentity(owner, TEST_IDENTITY_SECRET);
  const out: string[] = [];
  const paths = ['/api/business', '/api/business/abc', '/api/business/00000000-0000-4000-8000-000000000009', '/api/business/upload-logo', '/api/upload-logo', '/api/uploads/logos/x.png', '/api/uploads/logos/0123456789abcdef0123456789abcdef.png', '/api/clients', '/api/clients?limit=abc', '/api/clients?limit=2', '/api/clients/abc', '/api/clients/00000000-0000-4000-8000-000000000009', '/api/notifications', '/api/notifications?limit=zz', '/api/notifications/read', '/api/notifications/push-key', '/api/notifications/push-subscriptions', '/api/notifications/push-subscriptions/abc', '/api/notifications/push-subscriptions/00000000-0000-4000-8000-000000000009', '/api/nothing'];
  const bodies = ['', '{}', '{"name":1}', 'not json'];
  for (const path of paths) for (const method of ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT', 'TRACE']) for (const who of ['owner', 'none']) for (const body of method === 'GET' || method === 'HEAD' || method === 'TRACE' ? [''] : bodies) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (who === 'owner') headers['x-cobber-identity'] = id;
    out.push(`${method} ${path} ${who} ${body} => ${await send(running.url, method, path, headers, body || undefined)}`);
  }
  out.push(`idem bad => ${await send(running.url, 'POST', '/api/clients', { 'content-type': 'application/json', 'x-cobber-identity': id, 'idempotency-key': 'nope' }, '{"name":"A","email":"a@b.co"}')}`);
  writeFileSync(process.env.PROBE_OUT!, out.join('\n'));
  await running.stop();
}, 120_000);
