import { API_ROUTES, pathPattern } from '@cobber/contracts/api';
import { describe, expect, it } from 'vitest';
import { routeIndex } from './route-index.ts';

const ID = '6f1c1d3e-7c3a-4a59-9a4e-0d3c1f5b2a10';

/** Every route's path with its parameters filled, and paths near them that no route has. */
const asked = [
  ...API_ROUTES.map((route) => route.path.replace(/:\w+/g, ID)),
  ...API_ROUTES.map((route) => route.path.replace(/:\w+/g, 'summary')),
  '/api', '/api/', '/', '', '/api//clients', '/api/clients/', '/api/nothing-here', `/api/quotes/${ID}/nothing`, '/internal', '/api/quotes/a/b/c/d/e/f',
];

const everyMatch = <R extends { path: string }>(routes: readonly R[], path: string) => routes.filter((route) => pathPattern(route.path).test(path));

describe('the routes a request path is', () => {
  it('are found as the whole table would find them, in its order', () => {
    const find = routeIndex(API_ROUTES);
    for (const path of asked) expect(find(path), path).toEqual(everyMatch(API_ROUTES, path));
  });

  it('include routes with a parameter among their first segments', () => {
    const routes = [{ path: '/api/:kind/list' }, { path: '/api/quotes/list' }, { path: '/:area/quotes/list' }, { path: '/api/quotes/:id' }];
    const find = routeIndex(routes);
    for (const path of ['/api/quotes/list', '/api/clients/list', '/x/quotes/list', '/api/quotes/abc', '/api/quotes']) {
      expect(find(path), path).toEqual(everyMatch(routes, path));
    }
    expect(find('/api/quotes/list')).toHaveLength(4);
  });
});
