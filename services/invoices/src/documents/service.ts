import type { InvoiceDocument, InvoiceDocumentBusiness, IsoDate } from '@cobber/contracts';
import { type Knex } from '@cobber/kit';
import { findBusiness, type KnownBusiness } from '@cobber/documents';
import { findClientAddress } from '../clients/repository.ts';
import { listItems } from '../invoices/repository.ts';
import { toInvoice, toPublicItem, type InvoiceRow } from '../invoices/rows.ts';
import { findClaimOfInvoice, toSchedule } from '../claims/repository.ts';
import { findAcceptedQuote } from '../replica/quote-replica.ts';

/** Where the client opens the invoice, signed out: its public page. */
function invoiceLink(publicUrl: string, invoiceId: string): string {
  return new URL(`/invoice/${invoiceId}/pay`, publicUrl).toString();
}

/** What an invoice prints of the business: what its letterhead, bank details, terms and notes say. */
function documentBusiness(business: KnownBusiness): InvoiceDocumentBusiness {
  return {
    name: business.name,
    logoUrl: business.logoUrl ?? null,
    abn: business.abn ?? null,
    address: business.address ?? null,
    phone: business.phone ?? null,
    email: business.email ?? null,
    website: business.website ?? null,
    bankName: business.bankName ?? null,
    bsb: business.bsb ?? null,
    accountNumber: business.accountNumber ?? null,
    accountName: business.accountName ?? null,
    payId: business.payId ?? null,
    applyGST: business.applyGST,
    brandColors: business.brandColors ?? null,
    timeZone: business.timeZone,
    paymentTerms: business.paymentTerms ?? null,
    quoteFooterNotes: business.quoteFooterNotes ?? null,
  };
}

/**
 * The one place an invoice's document is made: the emailed PDF is built from it, the
 * client's page carries it (their Download PDF) and the owner's export fetches it, so the
 * three PDFs print the same. `today` is the business's, for whether it is overdue.
 */
export async function invoiceDocument(db: Knex, publicUrl: string, row: InvoiceRow, today: IsoDate): Promise<InvoiceDocument> {
  const [items, business, acceptedQuote, clientAddress, claim] = await Promise.all([
    listItems(db, row.id),
    findBusiness(db, row.owner_id),
    row.quote_id ? findAcceptedQuote(db, row.owner_id, row.quote_id) : null,
    findClientAddress(db, row.owner_id, row.client_id),
    row.progress_claim ? findClaimOfInvoice(db, row.id) : null,
  ]);
  const invoice = toInvoice(row, today);
  return {
    invoice: {
      invoiceNumber: invoice.invoiceNumber,
      title: invoice.title,
      description: invoice.description,
      clientName: invoice.clientName,
      clientEmail: invoice.clientEmail,
      clientAddress,
      createdAt: invoice.createdAt,
      dueDate: invoice.dueDate,
      status: invoice.status,
      subtotal: invoice.subtotal,
      taxAmount: invoice.taxAmount,
      totalAmount: invoice.totalAmount,
      depositPaid: invoice.depositPaid,
      paymentsReceived: invoice.paymentsReceived,
      balanceDue: invoice.balanceDue,
    },
    business: documentBusiness(business),
    items: items.map(toPublicItem),
    acceptedQuote,
    // Only a progress claim's document has one: an invoice of the whole job reads as before.
    ...(claim ? { claim: toSchedule(claim) } : {}),
    link: invoiceLink(publicUrl, row.id),
  };
}
