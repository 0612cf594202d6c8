import type { Handlers, Knex } from '@cobber/kit';
import type { PushKeys } from './push.ts';
import { forgetPushSubscription, keepPushSubscription, markNotificationsRead, notificationPage, pushPublicKey } from './service.ts';
import { keepSignInAddress } from './sign-in-address.ts';

type NotificationRoute = 'listNotifications' | 'markNotificationsRead' | 'pushKey' | 'keepPushSubscription' | 'forgetPushSubscription';

/** The owner's notifications: the bell's list (where the sign-in address is learnt too), marking read, and the phones pushed to. */
export function notificationHandlers(db: Knex, push: PushKeys | null): Handlers<'business', NotificationRoute> {
  return {
    listNotifications: [
      keepSignInAddress(db),
      async (ctx) => {
        ctx.body = await notificationPage(db, ctx.state.owner.id, ctx.state.query);
      },
    ],
    async markNotificationsRead(ctx) {
      ctx.body = await markNotificationsRead(db, ctx.state.owner.id, ctx.state.body.ids);
    },
    pushKey(ctx) {
      ctx.body = pushPublicKey(push);
    },
    async keepPushSubscription(ctx) {
      const { saved, created } = await keepPushSubscription(db, ctx.state.owner.id, ctx.state.body);
      ctx.status = created ? 201 : 200;
      ctx.body = saved;
    },
    async forgetPushSubscription(ctx) {
      await forgetPushSubscription(db, ctx.state.owner.id, ctx.params.id!);
      ctx.status = 204;
    },
  };
}
