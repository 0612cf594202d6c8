/** A route's path as the routers write it: `/api/quotes/:id/items/:itemId`. */
export type RoutePath = `/api/${string}`;

/** The names of a path's parameters, in order: `['id', 'itemId']`. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

/** The path as OpenAPI writes it: `/api/quotes/{id}/items/{itemId}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** What matches the path with any value in each parameter (one segment each). */
export function pathPattern(path: string): RegExp {
  const source = path
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}
