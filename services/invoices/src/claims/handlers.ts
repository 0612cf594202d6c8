import { formatInvoiceNumber, formatMoney, parseMoney, type JobClaims } from '@cobber/contracts';
import { notFound, type Clock, type Handlers, type Knex, type ServiceCalls } from '@cobber/kit';
import { findQuote } from '../replica/repository.ts';
import { listClaimedJobs, listJobClaimInvoices, toSchedule, type ClaimedJobRow } from './repository.ts';
import { makeClaim } from './service.ts';

type ClaimRoute = 'createClaim' | 'listClaims' | 'listClaimedJobs';

function toJobClaims(row: ClaimedJobRow): JobClaims {
  const money = (value: string) => formatMoney(parseMoney(value));
  return {
    quoteId: row.quote_id,
    title: row.title,
    clientName: row.client_name,
    claims: row.claims,
    jobTotal: money(row.job_total),
    claimed: money(row.claimed),
    remaining: money(row.remaining),
    retentionHeld: formatMoney(parseMoney(row.held) - parseMoney(row.released)),
  };
}

/** Progress claims: the next claim on a job, a job's claims, and every job billed by claims. */
export function claimHandlers(db: Knex, quotes: ServiceCalls, clock: Clock): Handlers<'invoices', ClaimRoute> {
  return {
    async createClaim(ctx) {
      ctx.status = 201;
      ctx.body = await makeClaim(db, quotes, clock, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
    },
    async listClaims(ctx) {
      if (!(await findQuote(db, ctx.state.owner.id, ctx.params.id!))) throw notFound('Quote not found');
      const rows = await listJobClaimInvoices(db, ctx.state.owner.id, ctx.params.id!);
      ctx.body = {
        claims: rows.map((row) => ({
          ...toSchedule(row),
          invoiceId: row.invoice_id,
          invoiceNumber: formatInvoiceNumber(row.invoice_number),
          totalAmount: formatMoney(parseMoney(row.total_amount)),
          status: row.status,
        })),
      };
    },
    async listClaimedJobs(ctx) {
      ctx.body = { jobs: (await listClaimedJobs(db, ctx.state.owner.id)).map(toJobClaims) };
    },
  };
}
