import type { z } from 'zod';
import { CurrentQuote } from '../internal.ts';
import { QuoteVariations } from '../variations.ts';
import type { ApiMethod, ApiService } from './routes.ts';

/**
 * A call one of our services makes to another for the current truth of its data: signed
 * as a service call, never through the gateway (which proxies only /api paths), so it is
 * neither in the API document nor routed by the gateway.
 */
export interface InternalRoute {
  method: ApiMethod;
  path: `/internal/${string}`;
  service: Exclude<ApiService, 'gateway'>;
  access: 'service';
  /** The name of the service's handler that answers it, as for the /api routes. */
  handler: string;
  summary: string;
  /** Each path parameter's schema; a parameter not named here is a record's UUID. */
  params?: Record<string, z.ZodType>;
  answers: readonly { status: number; json?: z.ZodType }[];
}

const INTERNAL = [
  {
    method: 'GET',
    path: '/internal/quotes/:id',
    service: 'quotes',
    access: 'service',
    handler: 'currentQuote',
    summary: 'The quote as it stands now, for whatever bills or charges it (the caller scopes it to its owner)',
    answers: [{ status: 200, json: CurrentQuote }],
  },
  {
    method: 'GET',
    path: '/internal/quotes/:id/variations',
    service: 'quotes',
    access: 'service',
    handler: 'quoteVariations',
    summary: "Every variation of the quote with its status and money, for what bills the job (the caller scopes the quote to its owner; only approved ones are billed)",
    answers: [{ status: 200, json: QuoteVariations }],
  },
] as const satisfies readonly InternalRoute[];

/** Every route the services answer each other on. */
export const INTERNAL_ROUTES: readonly InternalRoute[] = INTERNAL;

/** The same table with each route's own types. */
export type InternalRouteTable = typeof INTERNAL;
