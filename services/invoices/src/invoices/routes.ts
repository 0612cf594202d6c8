import { CreateInvoiceFromQuote, CreateInvoiceItem, UpdateInvoice, UpdateInvoiceItem } from '@cobber/contracts';
import { requireUuidParams, validateBody, type Knex, type OwnerState, type ServiceCalls } from '@cobber/kit';
import Router from '@koa/router';
import type { Clock } from '../dates.ts';
import { invoiceHandlers } from './handlers.ts';

/** Spec §7 "Invoices", and create-invoice from "Quotes" (the gateway routes it here). */
export function invoiceRoutes(db: Knex, quotes: ServiceCalls, clock: Clock): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handle = invoiceHandlers(db, quotes, clock);
  const id = requireUuidParams('id');
  const ids = requireUuidParams('id', 'itemId');
  router.post('/api/quotes/:id/create-invoice', id, validateBody(CreateInvoiceFromQuote), handle.createFromQuote);
  router.get('/api/invoices/:id', id, handle.read);
  router.patch('/api/invoices/:id', id, validateBody(UpdateInvoice), handle.update);
  router.get('/api/invoices/:id/items', id, handle.listItems);
  router.post('/api/invoices/:id/items', id, validateBody(CreateInvoiceItem), handle.addItem);
  router.patch('/api/invoices/:id/items/:itemId', ids, validateBody(UpdateInvoiceItem), handle.updateItem);
  router.delete('/api/invoices/:id/items/:itemId', ids, handle.deleteItem);
  router.post('/api/invoices/:id/reset-from-quote', id, handle.resetFromQuote);
  return router;
}
