import type { OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { transcribingHandlers } from './handlers.ts';
import type { Transcriber } from './transcriber.ts';

/** Voice notes on the job description. */
export function transcribingRoutes(transcriber: Transcriber): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handle = transcribingHandlers(transcriber);
  router.get('/api/drafting/capabilities', handle.capabilities);
  router.post('/api/transcribe', handle.transcribe);
  return router;
}
