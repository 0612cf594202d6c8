import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { drawnScreen, screen } from '@cobber/ui/routes';
import type { RemoteRoute } from '@cobber/ui';
import { api } from '../api-client.ts';
import type { FirstData } from './first-data.ts';
import { firstScreens, type AskAsOwner } from './server.tsx';

const owner = { id: '5f0c1a2b-0000-4000-8000-000000000001', email: 'dave@example.com', firstName: 'Dave' };
const QUOTE_ID = '0b6f6c1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

/** The same options the screen's hook asks with: the server draws from exactly these. */
const quoteQuery = (id: string) => queryOptions({ queryKey: ['quotes', 'detail', id], queryFn: () => api('GET /api/quotes/:id', { params: { id } }) });

function QuoteTitle() {
  const quote = useQuery(quoteQuery(QUOTE_ID));
  return createElement('h1', null, (quote.data as { title?: string } | undefined)?.title ?? 'Loading');
}

const firstData: FirstData = async ({ id = '' }, load) => {
  await load.query(quoteQuery(id));
};

const routes: RemoteRoute[] = [
  { path: '/quote/:id/details', access: 'owner', tab: 'quotes', back: '/', ...drawnScreen(async () => ({ default: QuoteTitle, firstData })) },
  { path: '/quote/:id/history', access: 'owner', tab: 'quotes', ...screen(async () => ({ default: QuoteTitle })) },
];

async function browserBuild(): Promise<URL> {
  const dist = await mkdtemp(path.join(tmpdir(), 'cobber-first-screen-'));
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ exposes: [{ name: 'routes', assets: { css: { sync: ['routes.css'] } } }] }));
  await writeFile(path.join(dist, 'routes.css'), '.remote{}');
  return pathToFileURL(`${dist}/`);
}

/** The services as the gateway would answer the owner: what each path answers, and what was asked. */
function services(answers: Record<string, [number, unknown]>): { ask: AskAsOwner; asked: string[] } {
  const asked: string[] = [];
  const ask: AskAsOwner = async (path, init) => {
    asked.push(`${init.method ?? 'GET'} ${path}`);
    const [status, body] = answers[path] ?? [404, { error: { code: 'not_found', message: 'Not found' } }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { ask, asked };
}

describe('an owner screen drawn on the server from its own queries', () => {
  it('draws a screen marked drawn with the answers its query asked, and carries them for the app', async () => {
    const drawing = firstScreens(routes, await browserBuild());
    expect(drawing.drawnPaths.map((pattern) => pattern.test(`/quote/${QUOTE_ID}/details`))).toEqual([true]);
    const { ask, asked } = services({ [`/api/quotes/${QUOTE_ID}`]: [200, { id: QUOTE_ID, title: 'Hot water system' }] });
    const drawn = await drawing.drawFirstScreen(`/quote/${QUOTE_ID}/details`, owner, ask);
    expect(asked).toEqual([`GET /api/quotes/${QUOTE_ID}`]);
    expect(drawn?.markup).toContain('Hot water system');
    expect(drawn?.css).toBe('.remote{}');
    expect(drawn?.dataScript).toContain('"queryKey":["quotes","detail","0b6f6c1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b"]');
  });

  it("draws nothing for another owner's record (the service's 404), and leaves screens not marked drawn to the app", async () => {
    const drawing = firstScreens(routes, await browserBuild());
    const { ask } = services({});
    expect(await drawing.drawFirstScreen(`/quote/${QUOTE_ID}/details`, owner, ask)).toBeNull();
    expect(drawing.drawFirstScreen(`/quote/${QUOTE_ID}/history`, owner, ask)).toBeUndefined();
    expect(drawing.drawFirstScreen('/quote/not-a-record/details', owner, ask)).toBeUndefined();
  });

  it('fails the drawing when a service fails, so the gateway serves the plain page', async () => {
    const drawing = firstScreens(routes, await browserBuild());
    const { ask } = services({ [`/api/quotes/${QUOTE_ID}`]: [500, { error: { code: 'internal', message: 'Something went wrong' } }] });
    await expect(drawing.drawFirstScreen(`/quote/${QUOTE_ID}/details`, owner, ask)).rejects.toThrow(/500/);
  });
});
