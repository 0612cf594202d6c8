/**
 * What is paid and owed on an invoice (integer cents): card deposits (taken
 * on the quote or the invoice) and the payments the owner records (each a receipt, and
 * part payments welcome). An invoice is paid once nothing is owed, never before.
 */
import { displayMoney } from './money.ts';

export interface InvoiceMoney {
  totalCents: number;
  /** Card deposits, as the card provider took them. */
  depositPaidCents: number;
  /** Payments the owner recorded: receipts made by hand or by Mark as paid. */
  paymentsReceivedCents: number;
}

export function paidCents(money: InvoiceMoney): number {
  return money.depositPaidCents + money.paymentsReceivedCents;
}

/** The balance due: the total less everything paid, never below nothing. */
export function owedCents(money: InvoiceMoney): number {
  return Math.max(0, money.totalCents - paidCents(money));
}

/** What was owed before one of the payments recorded: the room a corrected amount has. */
export function owedWithoutPayment(money: InvoiceMoney, paymentCents: number): number {
  return owedCents({ ...money, paymentsReceivedCents: money.paymentsReceivedCents - paymentCents });
}

/** Paid in full: something was paid and nothing is owed. */
export function isPaidInFull(money: InvoiceMoney): boolean {
  return paidCents(money) > 0 && owedCents(money) === 0;
}

/** Why a payment cannot be recorded against what is owed, or null when it can. */
export function paymentProblem(amountCents: number, owed: number): string | null {
  if (owed === 0) return 'Nothing is owed on this invoice';
  if (amountCents > owed) return `A payment can be at most the ${displayMoney(owed)} still owed`;
  return null;
}

/** Why an invoice's total cannot go below what its client has already paid, or null. */
export function totalBelowPaidProblem(money: InvoiceMoney): string | null {
  const paid = paidCents(money);
  return money.totalCents < paid ? `The total cannot be less than the ${displayMoney(paid)} already paid` : null;
}

/** What a client's payments on an invoice add up to, as the wire has them ("250.00"). */
export interface PaidFigures {
  depositPaid?: string | undefined;
  paymentsReceived?: string | undefined;
}

/**
 * What was paid, each a line under the invoice's total to take off it: card deposits, then
 * the payments recorded. The client's page and Invoice Details both show these, so both
 * read them from here.
 */
export function paidLines(paid: PaidFigures): { label: string; amount: string }[] {
  const lines: { label: string; amount: string }[] = [];
  if (paid.depositPaid && paid.depositPaid !== '0.00') lines.push({ label: 'Deposit paid', amount: paid.depositPaid });
  if (paid.paymentsReceived && paid.paymentsReceived !== '0.00') lines.push({ label: 'Payments received', amount: paid.paymentsReceived });
  return lines;
}
