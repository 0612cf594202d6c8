import type { OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { logoHandlers } from './handlers.ts';
import type { LogoStore } from './storage.ts';

/** Both upload paths of spec §7 do the same thing. */
export function logoUploadRoutes(store: LogoStore): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handle = logoHandlers(store);
  router.post('/api/business/upload-logo', handle.upload);
  router.post('/api/upload-logo', handle.upload);
  return router;
}

/** Logos are public: they appear on the pages and PDFs a client opens. */
export function logoFileRoutes(store: LogoStore): Router {
  const router = new Router();
  router.get('/api/uploads/logos/:name', logoHandlers(store).file);
  return router;
}
