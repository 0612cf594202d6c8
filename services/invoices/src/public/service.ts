import { todayIn, type PublicInvoiceResponse } from '@cobber/contracts';
import { findBusiness, type Knex, notFound } from '@cobber/kit';
import type { Clock } from '../dates.ts';
import { findInvoiceById, listItems } from '../invoices/repository.ts';
import { toInvoice, toPublicItem } from '../invoices/rows.ts';

const NOT_FOUND = 'Invoice not found';

/**
 * An invoice as its client may open it from the link: one sent at least once. A draft
 * never sent (even one marked paid) is still the owner's alone: 404 on every public call.
 */
async function findSentInvoice(db: Knex, id: string) {
  const row = await findInvoiceById(db, id);
  if (!row?.sent_at) throw notFound(NOT_FOUND);
  return row;
}

/** `GET /api/invoices/:id/public`: only what the client's page and PDF show, nothing of the owner's. */
export async function publicInvoice(db: Knex, clock: Clock, id: string): Promise<PublicInvoiceResponse> {
  const row = await findSentInvoice(db, id);
  const [items, business] = await Promise.all([listItems(db, row.id), findBusiness(db, row.owner_id)]);
  const invoice = toInvoice(row, todayIn(business.timeZone, clock()));
  return {
    invoice: {
      invoiceNumber: invoice.invoiceNumber,
      title: invoice.title,
      clientName: invoice.clientName,
      description: invoice.description,
      createdAt: invoice.createdAt,
      dueDate: invoice.dueDate,
      status: invoice.status,
      subtotal: invoice.subtotal,
      taxAmount: invoice.taxAmount,
      totalAmount: invoice.totalAmount,
      depositPaid: invoice.depositPaid,
      balanceDue: invoice.balanceDue,
    },
    business: {
      name: business.name,
      logoUrl: business.logoUrl ?? null,
      bankName: business.bankName ?? null,
      bsb: business.bsb ?? null,
      accountNumber: business.accountNumber ?? null,
      accountName: business.accountName ?? null,
      abn: business.abn ?? null,
      applyGST: business.applyGST,
      brandColors: business.brandColors ?? null,
      timeZone: business.timeZone,
    },
    items: items.map(toPublicItem),
  };
}

export async function publicInvoiceItems(db: Knex, id: string) {
  const row = await findSentInvoice(db, id);
  return (await listItems(db, row.id)).map(toPublicItem);
}
