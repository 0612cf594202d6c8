import type { FetchInfiniteQueryOptions, FetchQueryOptions, InfiniteData, QueryKey } from '@tanstack/react-query';

/**
 * Asks a query into the cache of a screen being drawn on the server and answers its data:
 * the very options (key and call) the screen's hooks use, so what the server draws with
 * and what the app asks for are declared once. A failed call fails the drawing; a 404 is
 * nothing to draw (a record of another owner's, or gone).
 */
export interface FirstLoad {
  query<T, Key extends QueryKey>(options: FetchQueryOptions<T, Error, T, Key>): Promise<T>;
  pages<Page, Key extends QueryKey, Cursor>(options: FetchInfiniteQueryOptions<Page, Error, Page, Key, Cursor>): Promise<InfiniteData<Page, Cursor>>;
}

/**
 * What a screen the server draws shows first, exported by its module as `firstData`:
 * given its route's parameters, it loads the queries the screen reads on its first paint.
 * It answers false when there is nothing to draw (no business set up yet, say): the app
 * then asks for itself.
 */
export type FirstData = (params: Record<string, string>, load: FirstLoad) => Promise<boolean | void>;
