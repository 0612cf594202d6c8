import type { InvoiceXeroSync, XeroConnection } from '@cobber/contracts';
import { notFound, type Knex } from '@cobber/kit';
import { findInvoice } from '../invoices/repository.ts';
import { countPaymentsByState, countTroubled, findConnection, findInvoiceSync, paymentTroubleOf } from './repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Settings → Accounting: the connection as the owner sees it. */
export async function xeroConnection(db: Knex, ownerId: string, configured: boolean): Promise<XeroConnection> {
  const connection = await findConnection(db, ownerId);
  const counted = await countTroubled(db, ownerId);
  if (!connection) return { configured, connected: false, failures: counted };
  const lastSyncAt = iso(connection.last_sync_at);
  return {
    configured,
    connected: Boolean(connection.tenant_id),
    ...(connection.tenant_name ? { organisation: connection.tenant_name } : { organisations: connection.organisations }),
    ...(connection.bank_account_name ? { paymentsAccount: connection.bank_account_name } : {}),
    ...(lastSyncAt ? { lastSyncAt } : {}),
    failures: counted,
  };
}

/** Where an invoice (the owner's: another's is 404) and its payments stand with Xero. */
export async function invoiceXeroSync(db: Knex, ownerId: string, invoiceId: string): Promise<InvoiceXeroSync> {
  if (!(await findInvoice(db, ownerId, invoiceId))) throw notFound('No such invoice');
  const connection = await findConnection(db, ownerId);
  const row = await findInvoiceSync(db, ownerId, invoiceId);
  const troubled = await paymentTroubleOf(db, ownerId, invoiceId);
  const payments = await countPaymentsByState(db, ownerId, invoiceId);
  const count = (...states: string[]) => payments.filter((p) => states.includes(p.state)).reduce((sum, p) => sum + Number(p.count), 0);
  return {
    state: !connection?.tenant_id ? 'not-connected' : row ? row.state : 'not-sent',
    // The invoice's own trouble first, else a payment's.
    message: row?.message ?? troubled ?? null,
    syncedAt: iso(row?.synced_at ?? null),
    nextAttemptAt: row && row.state !== 'in-xero' ? iso(row.next_attempt_at) : null,
    payments: { inXero: count('in-xero'), waiting: count('waiting'), failed: count('failed', 'refused') },
  };
}
