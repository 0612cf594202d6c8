import { openApiDocument } from '@cobber/contracts/api';
import { todayIn } from '@cobber/contracts';
import type { GatewayHandlers } from '../own-routes.ts';
import { SESSION_COOKIE } from '../auth/session.ts';

/** Documents made for a few origins at most (the public URL, or the names this machine is asked by). */
const KEPT_DOCUMENTS = 8;

/**
 * `GET /api/openapi.json`, signed out: every route of the API as one OpenAPI 3.1 document
 * made from the contracts' route table and schemas. Its server, and the
 * Origin a change must carry, is the public URL, or without one the origin it was asked
 * at; it is made again each day, as a payment date is never after today.
 */
export function openApiHandlers({ publicUrl }: { publicUrl?: string } = {}): GatewayHandlers<'apiDocument'> {
  const documents = new Map<string, string>();
  const apiDocument: GatewayHandlers<'apiDocument'>['apiDocument'] = (ctx) => {
    const serverUrl = publicUrl || `${ctx.protocol}://${ctx.host}`;
    // Perth's today is the earliest in Australia, the day the document's payment dates end on.
    const key = `${todayIn('Australia/Perth')} ${serverUrl}`;
    let document = documents.get(key);
    if (!document) {
      if (documents.size >= KEPT_DOCUMENTS) documents.clear();
      document = JSON.stringify(openApiDocument({ sessionCookie: SESSION_COOKIE, serverUrl }));
      documents.set(key, document);
    }
    ctx.type = 'application/json';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = document;
  };
  return { apiDocument };
}
