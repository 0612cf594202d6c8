import type { MarkNotificationsRead, NotificationListQuery, SavePushSubscription } from '@cobber/contracts';
import type { Knex, OwnerContext, OwnerQueryContext } from '@cobber/kit';
import type { PushKeys } from './push.ts';
import { forgetPushSubscription, keepPushSubscription, markNotificationsRead, notificationPage, pushPublicKey } from './service.ts';

/** The notification routes' handlers: the validated request in, one service call, the answer out. */
export function notificationHandlers(db: Knex, push: PushKeys | null) {
  return {
    async list(ctx: OwnerQueryContext<NotificationListQuery>) {
      ctx.body = await notificationPage(db, ctx.state.owner.id, ctx.state.query);
    },
    async markRead(ctx: OwnerContext<MarkNotificationsRead>) {
      ctx.body = await markNotificationsRead(db, ctx.state.owner.id, ctx.state.body.ids);
    },
    pushKey(ctx: OwnerContext) {
      ctx.body = pushPublicKey(push);
    },
    async subscribe(ctx: OwnerContext<SavePushSubscription>) {
      const { saved, created } = await keepPushSubscription(db, ctx.state.owner.id, ctx.state.body);
      ctx.status = created ? 201 : 200;
      ctx.body = saved;
    },
    async unsubscribe(ctx: OwnerContext) {
      await forgetPushSubscription(db, ctx.state.owner.id, ctx.params.id!);
      ctx.status = 204;
    },
  };
}
