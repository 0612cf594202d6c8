import { formatMoney, parseMoney, type ClaimKind, type ClaimSchedule } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import type { EarlierClaim } from './plan.ts';

type Db = Knex | Knex.Transaction;

export interface ClaimRow {
  invoice_id: string;
  owner_id: string;
  quote_id: string;
  number: number;
  kind: ClaimKind;
  value: number | null;
  contract_total: string;
  variations_total: string;
  claimed_before: string;
  this_claim: string;
  deposit_applied: string;
  retention_held: string;
  remaining: string;
  created_at: Date;
}

/**
 * Takes the job's lock for the rest of the caller's transaction: a claim, and the job's
 * one invoice, decide what is left to bill only while holding it.
 */
export async function lockJob(trx: Knex.Transaction, ownerId: string, quoteId: string): Promise<void> {
  await trx('claim_jobs').insert({ owner_id: ownerId, quote_id: quoteId }).onConflict(['owner_id', 'quote_id']).ignore();
  await trx('claim_jobs').where({ owner_id: ownerId, quote_id: quoteId }).forUpdate().first();
}

/**
 * The job's claims still billing it: a claim whose invoice was cancelled frees what it
 * claimed (and the retention it held), though its number stays taken (`countJobClaims`).
 */
export async function listJobClaims(db: Db, ownerId: string, quoteId: string): Promise<ClaimRow[]> {
  return db('claims as c')
    .join('invoices as i', 'i.id', 'c.invoice_id')
    .where({ 'c.owner_id': ownerId, 'c.quote_id': quoteId })
    .whereNot('i.status', 'cancelled')
    .orderBy('c.number')
    .select<ClaimRow[]>('c.*');
}

/** Every claim the job ever had, cancelled ones too: claim numbers keep counting. */
export async function countJobClaims(db: Db, ownerId: string, quoteId: string): Promise<number> {
  const row = await db('claims').where({ owner_id: ownerId, quote_id: quoteId }).count<{ count: string }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

export async function findClaimOfInvoice(db: Db, invoiceId: string): Promise<ClaimRow | null> {
  return (await db('claims').where('invoice_id', invoiceId).first()) ?? null;
}

export interface ClaimInvoiceRow {
  id: string;
  owner_id: string;
  number: number;
  quote_id: string;
  progress_claim: true;
  title: string;
  description: string | null;
  client_name: string;
  client_email: string | null;
  client_id: string | null;
  due_date: string;
  payment_method: string | null | undefined;
}

/** The claim's tax invoice itself, before its lines and totals. */
export async function insertClaimInvoice(trx: Knex.Transaction, row: ClaimInvoiceRow): Promise<void> {
  await trx('invoices').insert(row);
}

export async function insertClaim(trx: Knex.Transaction, row: Omit<ClaimRow, 'created_at'>): Promise<void> {
  await trx('claims').insert(row);
}

/** What the client paid on the quote itself (a deposit), not on any invoice. */
export async function sumQuotePayments(db: Db, ownerId: string, quoteId: string): Promise<number> {
  const row = await db('receipts').where({ owner_id: ownerId, quote_id: quoteId }).whereNull('invoice_id').select(db.raw('coalesce(sum(payment_amount), 0)::text as paid')).first();
  return parseMoney((row as { paid: string }).paid);
}

/** The part of the quote's deposit a claim's invoice counts as paid (0.00 on any other invoice). */
export async function claimDepositApplied(db: Db, invoiceId: string): Promise<string> {
  const row = await db('claims').where('invoice_id', invoiceId).select('deposit_applied').first();
  return row ? (row as { deposit_applied: string }).deposit_applied : '0.00';
}

export function toEarlierClaim(row: ClaimRow): EarlierClaim {
  return {
    kind: row.kind,
    thisClaimCents: parseMoney(row.this_claim),
    retentionHeldCents: parseMoney(row.retention_held),
    depositAppliedCents: parseMoney(row.deposit_applied),
  };
}

export function toSchedule(row: ClaimRow): ClaimSchedule {
  const money = (value: string) => formatMoney(parseMoney(value));
  return {
    number: row.number,
    kind: row.kind,
    contractTotal: money(row.contract_total),
    variationsTotal: money(row.variations_total),
    claimedBefore: money(row.claimed_before),
    thisClaim: money(row.this_claim),
    depositApplied: money(row.deposit_applied),
    retentionHeld: money(row.retention_held),
    remaining: money(row.remaining),
  };
}

/** The job's claims with their invoices' numbers, totals and statuses, in order. */
export async function listJobClaimInvoices(db: Db, ownerId: string, quoteId: string) {
  return db('claims as c')
    .join('invoices as i', 'i.id', 'c.invoice_id')
    .where({ 'c.owner_id': ownerId, 'c.quote_id': quoteId })
    .orderBy('c.number')
    .select<(ClaimRow & { invoice_number: number; total_amount: string; status: string })[]>('c.*', 'i.number as invoice_number', 'i.total_amount', 'i.status');
}

export interface ClaimedJobRow {
  quote_id: string;
  title: string;
  client_name: string;
  claims: number;
  job_total: string;
  claimed: string;
  remaining: string;
  held: string;
  released: string;
}

/**
 * Each of the owner's jobs billed by claims not cancelled, newest claim first: its total as the newest
 * claim saw it (contract plus approved variations), what its progress claims came to, and
 * the retention still held.
 */
export async function listClaimedJobs(db: Db, ownerId: string): Promise<ClaimedJobRow[]> {
  const { rows } = await db.raw<{ rows: ClaimedJobRow[] }>(
    `select c.quote_id,
            (array_agg(i.title order by c.number desc))[1] as title,
            (array_agg(i.client_name order by c.number desc))[1] as client_name,
            count(*)::int as claims,
            ((array_agg(c.contract_total + c.variations_total order by c.number desc))[1])::text as job_total,
            (coalesce(sum(c.this_claim) filter (where c.kind <> 'retention'), 0))::text as claimed,
            ((array_agg(c.remaining order by c.number desc) filter (where c.kind <> 'retention'))[1])::text as remaining,
            (sum(c.retention_held))::text as held,
            (coalesce(sum(c.this_claim) filter (where c.kind = 'retention'), 0))::text as released
       from claims c join invoices i on i.id = c.invoice_id
      where c.owner_id = ? and i.status <> 'cancelled'
      group by c.quote_id
      order by max(c.created_at) desc`,
    [ownerId],
  );
  return rows;
}
