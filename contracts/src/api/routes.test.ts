import { describe, expect, it } from 'vitest';
import { INTERNAL_ROUTES } from './internal-routes.ts';
import { API_ROUTES } from './routes.ts';

describe('the route tables', () => {
  const routes = [...API_ROUTES, ...INTERNAL_ROUTES];

  it('name a handler for each route, in the words of what it does', () => {
    for (const route of routes) expect(route.handler, `${route.method} ${route.path}`).toMatch(/^[a-z][A-Za-z]+$/);
  });

  it('share a handler name within a service only between routes taking the same call', () => {
    const byName = Map.groupBy(routes, (route) => `${route.service} ${route.handler}`);
    for (const [name, sharing] of byName) {
      const calls = new Set(sharing.map((route) => [route.method, route.access, 'body' in route ? route.body : '', 'query' in route ? route.query : '', 'upload' in route ? route.upload : ''].join()));
      expect(calls.size, name).toBe(1);
    }
  });
});
