import { z } from 'zod';

/** An organisation the owner let Cobber into, to choose from. */
export const XeroOrganisation = z.object({ tenantId: z.uuid(), name: z.string() });
export type XeroOrganisation = z.infer<typeof XeroOrganisation>;

/** Settings → Accounting: whether this server has a Xero app, and the business's connection. */
export const XeroConnection = z.object({
  /** False when the server has no Xero app (XERO_CLIENT_ID unset): nothing to connect. */
  configured: z.boolean(),
  /** Signed in to Xero and an organisation chosen. */
  connected: z.boolean(),
  /** The Xero organisation kept in step. */
  organisation: z.string().optional(),
  /** Signed in with several organisations allowed and none chosen yet: the owner chooses one. */
  organisations: z.array(XeroOrganisation).optional(),
  /** The Xero bank account payments are recorded to. */
  paymentsAccount: z.string().optional(),
  lastSyncAt: z.iso.datetime().optional(),
  /** Documents Xero has not taken yet after trying (each says why on its page). */
  failures: z.number().int().min(0),
});
export type XeroConnection = z.infer<typeof XeroConnection>;

/** Where to send the owner to sign in to Xero. */
export const XeroSignIn = z.object({ authorizeUrl: z.url() });
export type XeroSignIn = z.infer<typeof XeroSignIn>;

export const ChooseXeroOrganisation = z.object({ tenantId: z.uuid('Choose one of the organisations Xero showed') });
export type ChooseXeroOrganisation = z.infer<typeof ChooseXeroOrganisation>;

/** What Xero sends the owner back with: a code and our state, or an error (the owner said no). */
export const XeroCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** Where one document stands with Xero. */
export const XeroSyncStates = ['not-connected', 'not-sent', 'waiting', 'in-xero', 'failed', 'refused'] as const;
export const XeroSyncState = z.enum(XeroSyncStates);
export type XeroSyncState = z.infer<typeof XeroSyncState>;

/** An invoice's sync with Xero, and its payments'. */
export const InvoiceXeroSync = z.object({
  state: XeroSyncState,
  /** What Xero said when it did not take it, in its words. */
  message: z.string().nullable(),
  syncedAt: z.iso.datetime().nullable(),
  /** When it is tried again (waiting or failed). */
  nextAttemptAt: z.iso.datetime().nullable(),
  payments: z.object({ inXero: z.number().int().min(0), waiting: z.number().int().min(0), failed: z.number().int().min(0) }),
});
export type InvoiceXeroSync = z.infer<typeof InvoiceXeroSync>;
