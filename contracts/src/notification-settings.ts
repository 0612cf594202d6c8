import { z } from 'zod';

/**
 * What the owner is told about the moment it happens, by email, in the app's list and by
 * a push to their phone: a client first opening a quote, accepting it, declining it,
 * paying a deposit, paying an invoice, or asking for an updated quote once theirs expired.
 */
export const NOTIFICATION_KINDS = ['quoteViewed', 'quoteAccepted', 'quoteDeclined', 'depositPaid', 'invoicePaid', 'updateRequested'] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** The Settings labels of each kind, in the tradie's words. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  quoteViewed: 'A client opens a quote',
  quoteAccepted: 'A client accepts a quote',
  quoteDeclined: 'A client declines a quote',
  depositPaid: 'A client pays a deposit',
  invoicePaid: 'A client pays an invoice',
  updateRequested: 'A client asks for an updated quote',
};

/** Each kind on or off; replaced whole by the settings save. */
export const NotificationSettings = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean('Choose on or off')])) as Record<NotificationKind, z.ZodBoolean>,
);
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const DEFAULT_NOTIFICATIONS: NotificationSettings = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as NotificationSettings;
