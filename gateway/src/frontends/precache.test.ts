import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesOfLastBuild, LARGEST_PRECACHED_CHUNK, precacheEntries, type PrecacheEntry } from './precache.ts';
import { frontendRoutes } from './static.ts';

/** A build folder as rspack leaves it: this build's files beside an older build's. */
async function fakeBuilds(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'cobber-precache-'));
  const shell = path.join(root, 'shell', 'dist');
  const clients = path.join(root, 'mfe-clients', 'dist');
  await mkdir(shell, { recursive: true });
  await mkdir(clients, { recursive: true });
  const files: Record<string, string | Buffer> = {
    'shell/dist/index.html': '<script defer src="/main.0000aaaa.js"></script><link href="/main.1111bbbb.css" rel="stylesheet">',
    'shell/dist/main.0000aaaa.js': 'var chunks={12:"2222cccc",34:"3333dddd"};',
    'shell/dist/main.1111bbbb.css': 'body{}',
    'shell/dist/12.2222cccc.js': 'load({56:"4444eeee"})',
    'shell/dist/34.3333dddd.js': 'x',
    'shell/dist/56.4444eeee.js': 'y',
    // An older build's page script and chunk: nothing current names them.
    'shell/dist/main.9999ffff.js': 'var chunks={12:"8888aaaa"};',
    'shell/dist/12.8888aaaa.js': 'old',
    'shell/dist/manifest.webmanifest': '{"name":"Cobber"}',
    'mfe-clients/dist/remoteEntry.js': 'var mfe_clients={7:"5555abcd",8:"6666abcd"};',
    'mfe-clients/dist/mf-manifest.json': '{"id":"mfe_clients","name":"mfe_clients"}',
    'mfe-clients/dist/routes.json': '[{"path":"/clients","access":"owner"}]',
    'mfe-clients/dist/7.5555abcd.js': 'screens',
    // A chunk too large to precache (the PDF maker's kind).
    'mfe-clients/dist/8.6666abcd.js': Buffer.alloc(LARGEST_PRECACHED_CHUNK + 1, 'a'),
    'mfe-clients/dist/index.html': '<script src="main.7777abcd.js"></script>',
    'mfe-clients/dist/main.7777abcd.js': 'the standalone page',
  };
  for (const [file, content] of Object.entries(files)) await writeFile(path.join(root, file), content);
  // The gateway sends precompressed twins first: one for the remote's entry.
  await writeFile(path.join(clients, 'remoteEntry.js.br'), brotliCompressSync(files['mfe-clients/dist/remoteEntry.js']!));
  await writeFile(path.join(shell, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  return root;
}

describe('what the service worker precaches', () => {
  let root: string;
  let url: string;
  let server: ReturnType<Koa['listen']>;
  let entries: PrecacheEntry[];

  beforeAll(async () => {
    root = await fakeBuilds();
    entries = await precacheEntries(root);
    const app = new Koa();
    const { router, fallback } = frontendRoutes(root);
    app.use(router.routes()).use(fallback);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('is the last build only: the page, what it names by hash, and what those name in turn', async () => {
    expect(await filesOfLastBuild(path.join(root, 'shell', 'dist'), ['index.html'])).toEqual([
      '12.2222cccc.js',
      '34.3333dddd.js',
      '56.4444eeee.js',
      'index.html',
      'main.0000aaaa.js',
      'main.1111bbbb.css',
    ]);
  });

  it("lists each remote's entry, manifest, route table and chunks under /mfe/<short>/, not its standalone page or a chunk over the limit", () => {
    const urls = entries.map((entry) => entry.url);
    expect(urls.filter((entry) => entry.startsWith('/mfe/'))).toEqual([
      '/mfe/clients/7.5555abcd.js',
      '/mfe/clients/mf-manifest.json',
      '/mfe/clients/remoteEntry.js',
      '/mfe/clients/routes.json',
    ]);
    expect(urls).toContain('/manifest.webmanifest');
    expect(urls).toContain('/runtime-config.json');
  });

  it('revisions the files whose names carry no hash, and only those', () => {
    const revision = (wanted: string) => entries.find((entry) => entry.url === wanted)?.revision;
    expect(revision('/main.0000aaaa.js')).toBeNull();
    expect(revision('/index.html')).toMatch(/^[0-9a-f]{16}$/);
    expect(revision('/mfe/clients/remoteEntry.js')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('holds the integrity of the very bytes the gateway serves, runtime config and precompressed files included', async () => {
    for (const entry of entries.filter((e) => ['/runtime-config.json', '/mfe/clients/remoteEntry.js', '/index.html'].includes(e.url))) {
      const served = Buffer.from(await (await fetch(url + entry.url, { headers: { 'accept-encoding': 'br' } })).arrayBuffer());
      expect(`sha384-${createHash('sha384').update(served).digest('base64')}`, entry.url).toBe(entry.integrity);
    }
  });

  it('serves the service worker always revalidated, and the manifest as a web app manifest', async () => {
    const worker = await fetch(`${url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('service-worker-allowed')).toBe('/');
    const manifest = await fetch(`${url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json(;|$)/);
    expect(await manifest.json()).toEqual({ name: 'Cobber' });
  });
});
