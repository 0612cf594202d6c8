import { ChangeDocumentReminders } from '@cobber/contracts';
import { requireUuidParams, validateBody, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { reminderHandlers } from './handlers.ts';

/** `GET` and `PATCH /api/invoices/:id/reminders`. */
export function invoiceReminderRoutes(db: Knex): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handle = reminderHandlers(db);
  router.get('/api/invoices/:id/reminders', requireUuidParams('id'), handle.read);
  router.patch('/api/invoices/:id/reminders', requireUuidParams('id'), validateBody(ChangeDocumentReminders), handle.change);
  return router;
}
