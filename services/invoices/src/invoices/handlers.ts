import type { Handlers, Knex, ServiceCalls, Clock } from '@cobber/kit';
import { findClaimOfInvoice, toSchedule } from '../claims/repository.ts';
import { businessDay } from '../dates.ts';
import { invoiceDocument } from '../documents/service.ts';
import { cancelInvoice } from './cancel.ts';
import { addItem, deleteItem, updateItem } from './items.ts';
import { listInvoices, summariseInvoices } from './list.ts';
import { listItems } from './repository.ts';
import { toInvoice, toItem } from './rows.ts';
import { createInvoiceFromQuote, findOwnedInvoice, resetFromQuote } from './service.ts';
import { updateInvoice } from './update.ts';

type InvoiceRoute =
  | 'createInvoice'
  | 'listInvoices'
  | 'invoiceSummary'
  | 'readInvoice'
  | 'invoiceDocument'
  | 'changeInvoice'
  | 'listInvoiceItems'
  | 'addInvoiceItem'
  | 'changeInvoiceItem'
  | 'removeInvoiceItem'
  | 'resetInvoiceFromQuote'
  | 'cancelInvoice';

/**
 * The invoice calls, invoicing a quote (the gateway routes it here), and ours: the owner's
 * list of invoices, what they are owed, and what an invoice's PDF prints. The validated
 * request in, one service call, the answer out.
 */
export function invoiceHandlers(db: Knex, quotes: ServiceCalls, clock: Clock, publicUrl: string): Handlers<'invoices', InvoiceRoute> {
  return {
    async listInvoices(ctx) {
      ctx.body = await listInvoices(db, clock, ctx.state.owner.id, ctx.state.query);
    },
    async invoiceSummary(ctx) {
      ctx.body = await summariseInvoices(db, clock, ctx.state.owner.id);
    },
    async createInvoice(ctx) {
      const { invoice, created } = await createInvoiceFromQuote(db, quotes, clock, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
      ctx.status = created ? 201 : 200;
      ctx.body = invoice;
    },
    async readInvoice(ctx) {
      const invoice = await findOwnedInvoice(db, ctx.state.owner.id, ctx.params.id!);
      const claim = invoice.progress_claim ? await findClaimOfInvoice(db, invoice.id) : null;
      ctx.body = { ...toInvoice(invoice, (await businessDay(db, ctx.state.owner.id, clock)).today), ...(claim ? { claim: toSchedule(claim) } : {}) };
    },
    /** What its PDF prints, as the client is sent it: the owner's export builds the same document. */
    async invoiceDocument(ctx) {
      const invoice = await findOwnedInvoice(db, ctx.state.owner.id, ctx.params.id!);
      ctx.body = await invoiceDocument(db, publicUrl, invoice, (await businessDay(db, ctx.state.owner.id, clock)).today);
    },
    async changeInvoice(ctx) {
      ctx.body = await updateInvoice(db, clock, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
    },
    async listInvoiceItems(ctx) {
      const invoice = await findOwnedInvoice(db, ctx.state.owner.id, ctx.params.id!);
      ctx.body = (await listItems(db, invoice.id)).map(toItem);
    },
    async addInvoiceItem(ctx) {
      ctx.status = 201;
      ctx.body = await addItem(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
    },
    async changeInvoiceItem(ctx) {
      ctx.body = await updateItem(db, ctx.state.owner.id, ctx.params.id!, ctx.params.itemId!, ctx.state.body);
    },
    async removeInvoiceItem(ctx) {
      await deleteItem(db, ctx.state.owner.id, ctx.params.id!, ctx.params.itemId!);
      ctx.status = 204;
    },
    async resetInvoiceFromQuote(ctx) {
      ctx.body = await resetFromQuote(db, quotes, clock, ctx.state.owner.id, ctx.params.id!);
    },
    async cancelInvoice(ctx) {
      ctx.body = await cancelInvoice(db, clock, ctx.state.owner.id, ctx.params.id!);
    },
  };
}
