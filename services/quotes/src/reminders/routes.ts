import { ChangeDocumentReminders } from '@cobber/contracts';
import { requireUuidParams, validateBody, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { reminderHandlers } from './handlers.ts';

/** `GET` and `PATCH /api/quotes/:id/reminders`. */
export function quoteReminderRoutes(db: Knex): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handle = reminderHandlers(db);
  router.get('/api/quotes/:id/reminders', requireUuidParams('id'), handle.read);
  router.patch('/api/quotes/:id/reminders', requireUuidParams('id'), validateBody(ChangeDocumentReminders), handle.change);
  return router;
}
