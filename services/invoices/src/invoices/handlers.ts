import type { CreateInvoiceFromQuote, CreateInvoiceItem, InvoiceListQuery, UpdateInvoice, UpdateInvoiceItem } from '@cobber/contracts';
import type { Knex, OwnerContext, OwnerQueryContext, ServiceCalls } from '@cobber/kit';
import { businessDay, type Clock } from '../dates.ts';
import { invoiceDocument } from '../documents/service.ts';
import { addItem, deleteItem, updateItem } from './items.ts';
import { listInvoices, summariseInvoices } from './list.ts';
import { listItems } from './repository.ts';
import { toInvoice, toItem } from './rows.ts';
import { createInvoiceFromQuote, findOwnedInvoice, resetFromQuote } from './service.ts';
import { updateInvoice } from './update.ts';

/** The invoice routes' handlers: the validated request in, one service call, the answer out. */
export function invoiceHandlers(db: Knex, quotes: ServiceCalls, clock: Clock, publicUrl: string) {
  return {
    async list(ctx: OwnerQueryContext<InvoiceListQuery>) {
      ctx.body = await listInvoices(db, clock, ctx.state.owner.id, ctx.state.query);
    },
    async summary(ctx: OwnerContext) {
      ctx.body = await summariseInvoices(db, clock, ctx.state.owner.id);
    },
    async createFromQuote(ctx: OwnerContext<CreateInvoiceFromQuote>) {
      const { invoice, created } = await createInvoiceFromQuote(db, quotes, clock, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
      ctx.status = created ? 201 : 200;
      ctx.body = invoice;
    },
    async read(ctx: OwnerContext) {
      const invoice = await findOwnedInvoice(db, ctx.state.owner.id, ctx.params.id!);
      ctx.body = toInvoice(invoice, (await businessDay(db, ctx.state.owner.id, clock)).today);
    },
    /** What its PDF prints, as the client is sent it: the owner's export builds the same document. */
    async document(ctx: OwnerContext) {
      const invoice = await findOwnedInvoice(db, ctx.state.owner.id, ctx.params.id!);
      ctx.body = await invoiceDocument(db, publicUrl, invoice, (await businessDay(db, ctx.state.owner.id, clock)).today);
    },
    async update(ctx: OwnerContext<UpdateInvoice>) {
      ctx.body = await updateInvoice(db, clock, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
    },
    async listItems(ctx: OwnerContext) {
      const invoice = await findOwnedInvoice(db, ctx.state.owner.id, ctx.params.id!);
      ctx.body = (await listItems(db, invoice.id)).map(toItem);
    },
    async addItem(ctx: OwnerContext<CreateInvoiceItem>) {
      ctx.status = 201;
      ctx.body = await addItem(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
    },
    async updateItem(ctx: OwnerContext<UpdateInvoiceItem>) {
      ctx.body = await updateItem(db, ctx.state.owner.id, ctx.params.id!, ctx.params.itemId!, ctx.state.body);
    },
    async deleteItem(ctx: OwnerContext) {
      await deleteItem(db, ctx.state.owner.id, ctx.params.id!, ctx.params.itemId!);
      ctx.status = 204;
    },
    async resetFromQuote(ctx: OwnerContext) {
      ctx.body = await resetFromQuote(db, quotes, clock, ctx.state.owner.id, ctx.params.id!);
    },
  };
}
