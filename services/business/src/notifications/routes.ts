import { MarkNotificationsRead, NotificationListQuery, SavePushSubscription } from '@cobber/contracts';
import { requireUuidParams, validateBody, validateQuery, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { notificationHandlers } from './handlers.ts';
import type { PushKeys } from './push.ts';
import { keepSignInAddress } from './sign-in-address.ts';

/** The owner's notifications (issue 17): the bell's list, marking read, and the phones pushed to. */
export function notificationRoutes(db: Knex, push: PushKeys | null): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handle = notificationHandlers(db, push);
  const address = keepSignInAddress(db);
  router.get('/api/notifications', address, validateQuery(NotificationListQuery), handle.list);
  router.post('/api/notifications/read', validateBody(MarkNotificationsRead), handle.markRead);
  router.get('/api/notifications/push-key', handle.pushKey);
  router.post('/api/notifications/push-subscriptions', validateBody(SavePushSubscription), handle.subscribe);
  router.delete('/api/notifications/push-subscriptions/:id', requireUuidParams('id'), handle.unsubscribe);
  return router;
}
