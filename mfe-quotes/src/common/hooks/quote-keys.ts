/**
 * The query keys of the owner's quotes. Apart from the hooks, which bring the schemas:
 * the dashboard keys its pages under the list with no schema library loaded.
 */
export const quoteKeys = {
  all: ['quotes'] as const,
  list: ['quotes', 'list'] as const,
  detail: (id: string) => ['quotes', 'detail', id] as const,
  items: (id: string) => ['quotes', 'items', id] as const,
  history: (id: string) => ['quotes', 'history', id] as const,
};
