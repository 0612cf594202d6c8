import { openApiDocument } from '@cobber/contracts/api';
import Router from '@koa/router';
import { SESSION_COOKIE } from '../auth/session.ts';

/**
 * `GET /api/openapi.json`, signed out: every route of the API as one OpenAPI 3.1 document
 * (DESIGN.md §6), made once from the contracts' route table and schemas.
 */
export function openApiRoutes(): Router {
  const router = new Router();
  let document: string | undefined;
  router.get('/api/openapi.json', (ctx) => {
    document ??= JSON.stringify(openApiDocument({ sessionCookie: SESSION_COOKIE }));
    ctx.type = 'application/json';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = document;
  });
  return router;
}
