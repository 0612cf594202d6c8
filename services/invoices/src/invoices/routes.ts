import { CreateInvoiceFromQuote, CreateInvoiceItem, UpdateInvoice, UpdateInvoiceItem } from '@cobber/contracts';
import { notFound, requireUuidParams, validateBody, type Knex, type OwnerState, type ServiceCalls } from '@cobber/kit';
import Router from '@koa/router';
import { businessDay, type Clock } from '../dates.ts';
import { addItem, deleteItem, updateItem } from './items.ts';
import { findInvoice, listItems } from './repository.ts';
import { toInvoice, toItem } from './rows.ts';
import { createInvoiceFromQuote, resetFromQuote } from './service.ts';
import { updateInvoice } from './update.ts';

/** Spec §7 "Invoices", and create-invoice from "Quotes" (the gateway routes it here). */
export function invoiceRoutes(db: Knex, quotes: ServiceCalls, clock: Clock): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const id = requireUuidParams('id');
  const ids = requireUuidParams('id', 'itemId');
  const owned = async (ownerId: string, invoiceId: string) => {
    const invoice = await findInvoice(db, ownerId, invoiceId);
    if (!invoice) throw notFound('Invoice not found');
    return invoice;
  };

  router.post('/api/quotes/:id/create-invoice', id, validateBody(CreateInvoiceFromQuote), async (ctx) => {
    const { invoice, created } = await createInvoiceFromQuote(db, quotes, clock, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
    ctx.status = created ? 201 : 200;
    ctx.body = invoice;
  });
  router.get('/api/invoices/:id', id, async (ctx) => {
    const invoice = await owned(ctx.state.owner.id, ctx.params.id!);
    ctx.body = toInvoice(invoice, (await businessDay(db, ctx.state.owner.id, clock)).today);
  });
  router.patch('/api/invoices/:id', id, validateBody(UpdateInvoice), async (ctx) => {
    ctx.body = await updateInvoice(db, clock, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
  });
  router.get('/api/invoices/:id/items', id, async (ctx) => {
    const invoice = await owned(ctx.state.owner.id, ctx.params.id!);
    ctx.body = (await listItems(db, invoice.id)).map(toItem);
  });
  router.post('/api/invoices/:id/items', id, validateBody(CreateInvoiceItem), async (ctx) => {
    ctx.status = 201;
    ctx.body = await addItem(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
  });
  router.patch('/api/invoices/:id/items/:itemId', ids, validateBody(UpdateInvoiceItem), async (ctx) => {
    ctx.body = await updateItem(db, ctx.state.owner.id, ctx.params.id!, ctx.params.itemId!, ctx.state.body);
  });
  router.delete('/api/invoices/:id/items/:itemId', ids, async (ctx) => {
    await deleteItem(db, ctx.state.owner.id, ctx.params.id!, ctx.params.itemId!);
    ctx.status = 204;
  });
  router.post('/api/invoices/:id/reset-from-quote', id, async (ctx) => {
    ctx.body = await resetFromQuote(db, quotes, clock, ctx.state.owner.id, ctx.params.id!);
  });
  return router;
}
