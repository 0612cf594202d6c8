import { pathPattern } from '@cobber/contracts/api';

const ANY = '\0';

/** Routes of the same length under the same first two segments (`/api/quotes/…`) share a group. */
const groupOf = (segments: string[], at1 = segments[1] ?? '', at2 = segments[2] ?? '') => `${segments.length}/${at1}/${at2}`;
const asKey = (segment: string | undefined) => (segment?.startsWith(':') ? ANY : (segment ?? ''));

/**
 * Which of `routes` a request path is, in their order. Each /api request is matched
 * several times at the edge (its methods, its service, owner or public), so the table is
 * grouped by the path's length and first two segments, and a path is tested only against
 * its group's patterns, a handful, not the whole table's.
 */
export function routeIndex<R extends { path: string }>(routes: readonly R[]): (path: string) => R[] {
  const groups = new Map<string, { route: R; pattern: RegExp; order: number }[]>();
  routes.forEach((route, order) => {
    const segments = route.path.split('/');
    const key = groupOf(segments, asKey(segments[1]), asKey(segments[2]));
    groups.set(key, [...(groups.get(key) ?? []), { route, pattern: pathPattern(route.path), order }]);
  });
  const wildcards = [...groups.keys()].some((key) => key.includes(ANY));
  return (path) => {
    const segments = path.split('/');
    const candidates = wildcards
      ? [segments[1] ?? '', ANY].flatMap((at1) => [segments[2] ?? '', ANY].flatMap((at2) => groups.get(groupOf(segments, at1, at2)) ?? [])).toSorted((a, b) => a.order - b.order)
      : (groups.get(groupOf(segments)) ?? []);
    return candidates.filter((candidate) => candidate.pattern.test(path)).map((candidate) => candidate.route);
  };
}
