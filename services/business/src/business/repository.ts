import { DEFAULT_NOTIFICATIONS, DEFAULT_REMINDERS, type Business, type NotificationSettings, type CreateBusiness, type ReminderSettings, type UpdateBusiness } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';

interface BusinessRow {
  id: string;
  owner_id: string;
  name: string;
  abn: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  logo_url: string | null;
  brand_colors: Record<string, string> | null;
  payment_terms: string | null;
  quote_footer_notes: string | null;
  bank_name: string | null;
  bsb: string | null;
  account_number: string | null;
  account_name: string | null;
  pay_id: string | null;
  default_hourly_rate: string;
  apply_gst: boolean;
  time_zone: Business['timeZone'];
  xero_account_code: string;
  myob_account_number: string;
  bas_basis: Business['basBasis'];
  /** null: the defaults (never chosen). */
  reminders: ReminderSettings | null;
  quote_valid_days: number;
  quote_terms: string | null;
  require_signature: boolean;
  notify_email: string | null;
  /** null: the defaults (never chosen). */
  notifications: NotificationSettings | null;
  retention_percent: number;
  created_at: Date;
  updated_at: Date;
}

const columns: Record<keyof CreateBusiness, keyof BusinessRow> = {
  name: 'name',
  abn: 'abn',
  email: 'email',
  phone: 'phone',
  website: 'website',
  address: 'address',
  logoUrl: 'logo_url',
  brandColors: 'brand_colors',
  paymentTerms: 'payment_terms',
  quoteFooterNotes: 'quote_footer_notes',
  bankName: 'bank_name',
  bsb: 'bsb',
  accountNumber: 'account_number',
  accountName: 'account_name',
  payId: 'pay_id',
  defaultHourlyRate: 'default_hourly_rate',
  applyGST: 'apply_gst',
  timeZone: 'time_zone',
  xeroAccountCode: 'xero_account_code',
  myobAccountNumber: 'myob_account_number',
  basBasis: 'bas_basis',
  reminders: 'reminders',
  quoteValidDays: 'quote_valid_days',
  quoteTerms: 'quote_terms',
  requireSignature: 'require_signature',
  notifyEmail: 'notify_email',
  notifications: 'notifications',
  retentionPercent: 'retention_percent',
};

/** Fields kept as JSON. */
const JSON_FIELDS: ReadonlySet<keyof CreateBusiness> = new Set(['brandColors', 'reminders', 'notifications']);

function toRow(input: UpdateBusiness): Partial<Record<keyof BusinessRow, unknown>> {
  const row: Partial<Record<keyof BusinessRow, unknown>> = {};
  for (const [field, value] of Object.entries(input) as [keyof CreateBusiness, unknown][]) {
    if (value === undefined) continue;
    row[columns[field]] = JSON_FIELDS.has(field) && value !== null ? JSON.stringify(value) : value;
  }
  return row;
}

function toBusiness(row: BusinessRow): Business {
  return {
    id: row.id,
    name: row.name,
    abn: row.abn,
    email: row.email,
    phone: row.phone,
    website: row.website,
    address: row.address,
    logoUrl: row.logo_url,
    brandColors: row.brand_colors,
    paymentTerms: row.payment_terms,
    quoteFooterNotes: row.quote_footer_notes,
    bankName: row.bank_name,
    bsb: row.bsb,
    accountNumber: row.account_number,
    accountName: row.account_name,
    payId: row.pay_id,
    defaultHourlyRate: Number(row.default_hourly_rate),
    applyGST: row.apply_gst,
    timeZone: row.time_zone,
    xeroAccountCode: row.xero_account_code,
    myobAccountNumber: row.myob_account_number,
    basBasis: row.bas_basis,
    reminders: row.reminders ?? DEFAULT_REMINDERS,
    quoteValidDays: row.quote_valid_days,
    quoteTerms: row.quote_terms,
    requireSignature: row.require_signature,
    notifyEmail: row.notify_email,
    notifications: row.notifications ?? DEFAULT_NOTIFICATIONS,
    retentionPercent: row.retention_percent,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function findBusinessOfOwner(db: Knex, ownerId: string): Promise<Business | null> {
  const row: BusinessRow | undefined = await db('businesses').where({ owner_id: ownerId }).first();
  return row ? toBusiness(row) : null;
}

export async function insertBusiness(
  trx: Knex.Transaction,
  ownerId: string,
  input: CreateBusiness & Pick<Business, 'defaultHourlyRate' | 'timeZone'>,
): Promise<Business | null> {
  const rows: BusinessRow[] = await trx('businesses')
    .insert({ id: crypto.randomUUID(), owner_id: ownerId, ...toRow(input) })
    .onConflict('owner_id')
    .ignore()
    .returning('*');
  return rows[0] ? toBusiness(rows[0]) : null;
}

export async function updateBusiness(
  trx: Knex.Transaction,
  ownerId: string,
  id: string,
  input: UpdateBusiness,
): Promise<Business | null> {
  const rows: BusinessRow[] = await trx('businesses')
    .where({ id, owner_id: ownerId })
    .update({ ...toRow(input), updated_at: trx.fn.now() })
    .returning('*');
  return rows[0] ? toBusiness(rows[0]) : null;
}
