import { CreateInvoiceFromQuote, CreateInvoiceItem, InvoiceListQuery, UpdateInvoice, UpdateInvoiceItem } from '@cobber/contracts';
import { requireUuidParams, validateBody, validateQuery, type Knex, type OwnerState, type ServiceCalls } from '@cobber/kit';
import Router from '@koa/router';
import type { Clock } from '../dates.ts';
import { invoiceHandlers } from './handlers.ts';

/**
 * The invoice calls, create-invoice from the quote calls (the gateway routes it here), and ours:
 * the owner's list of invoices, what they are owed, and what an invoice's PDF prints.
 */
export function invoiceRoutes(db: Knex, quotes: ServiceCalls, clock: Clock, publicUrl: string): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handle = invoiceHandlers(db, quotes, clock, publicUrl);
  const id = requireUuidParams('id');
  const ids = requireUuidParams('id', 'itemId');
  router.post('/api/quotes/:id/create-invoice', id, validateBody(CreateInvoiceFromQuote), handle.createFromQuote);
  router.get('/api/invoices', validateQuery(InvoiceListQuery), handle.list);
  // Before '/api/invoices/:id', which would take 'summary' for an id.
  router.get('/api/invoices/summary', handle.summary);
  router.get('/api/invoices/:id', id, handle.read);
  router.get('/api/invoices/:id/document', id, handle.document);
  router.patch('/api/invoices/:id', id, validateBody(UpdateInvoice), handle.update);
  router.get('/api/invoices/:id/items', id, handle.listItems);
  router.post('/api/invoices/:id/items', id, validateBody(CreateInvoiceItem), handle.addItem);
  router.patch('/api/invoices/:id/items/:itemId', ids, validateBody(UpdateInvoiceItem), handle.updateItem);
  router.delete('/api/invoices/:id/items/:itemId', ids, handle.deleteItem);
  router.post('/api/invoices/:id/reset-from-quote', id, handle.resetFromQuote);
  return router;
}
