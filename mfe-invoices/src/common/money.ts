import type { Invoice, MoneyFacts } from '@cobber/contracts';

/**
 * An invoice's figures as the one money status reads them (contracts money-status.ts): its
 * deposits, total and balance. A cancelled invoice asks for nothing more than its deposit.
 */
export function invoiceMoneyFacts(invoice: Invoice, depositPaidAt: string | null = null): MoneyFacts {
  const live = invoice.status !== 'cancelled';
  return {
    depositRequested: null,
    depositPaid: invoice.depositPaid,
    depositPaidAt,
    invoice: live ? { totalAmount: invoice.totalAmount, balanceDue: invoice.balanceDue, paid: invoice.status === 'paid', overdue: invoice.status === 'overdue' } : null,
  };
}
