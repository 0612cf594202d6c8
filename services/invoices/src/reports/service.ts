import { formatMoney, type GstBasis, type GstInvoice, type GstPayment, type GstReport, type GstReportQuery } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { booksSettings, paymentsIn, salesIn, type ReceivedPayment, type Sale } from '../books/ledger.ts';

function toGstInvoice(sale: Sale): GstInvoice {
  return {
    id: sale.id,
    invoiceNumber: sale.invoiceNumber,
    issueDate: sale.issueDate,
    clientName: sale.clientName,
    status: sale.status,
    total: formatMoney(sale.totalCents),
    gst: formatMoney(sale.gstCents),
  };
}

function toGstPayment(payment: ReceivedPayment): GstPayment {
  return {
    receiptId: payment.receiptId,
    receiptNumber: payment.receiptNumber,
    paymentDate: payment.paymentDate,
    invoiceNumber: payment.invoiceNumber,
    quoteNumber: payment.quoteNumber,
    clientName: payment.clientName,
    method: payment.method,
    amount: formatMoney(payment.amountCents),
    gst: payment.gstCents === null ? null : formatMoney(payment.gstCents),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * G1 (total sales, GST included) and 1A (GST on sales) of the BAS (ATO, "GST labels on
 * the BAS"). Accruals: the invoices issued in the period. Cash: the payments received in
 * it, each with its share of its invoice's GST, rounded half-up per payment.
 */
function figures(basis: GstBasis, sales: Sale[], counted: ReceivedPayment[]): { G1: number; '1A': number } {
  if (basis === 'accrual') return { G1: sum(sales.map((sale) => sale.totalCents)), '1A': sum(sales.map((sale) => sale.gstCents)) };
  return { G1: sum(counted.map((payment) => payment.amountCents)), '1A': sum(counted.map((payment) => payment.gstCents ?? 0)) };
}

/** `GET /api/reports/gst`: the period's figures on the basis asked for, else the business's own. */
export async function gstReport(db: Knex, ownerId: string, query: GstReportQuery): Promise<GstReport> {
  const settings = await booksSettings(db, ownerId);
  const basis = query.basis ?? settings.basBasis;
  const range = { from: query.from, to: query.to };
  const sales = await salesIn(db, ownerId, range, settings.timeZone);
  const payments = await paymentsIn(db, ownerId, range);
  const counted = payments.filter((payment) => payment.counted);
  const { G1, '1A': gst } = figures(basis, sales, counted);
  return {
    ...range,
    basis,
    G1: formatMoney(G1),
    '1A': formatMoney(gst),
    invoices: sales.map(toGstInvoice),
    payments: counted.map(toGstPayment),
    uncounted: payments.filter((payment) => !payment.counted).map(toGstPayment),
  };
}
