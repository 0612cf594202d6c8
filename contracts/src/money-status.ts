import { displayDay } from './day-formats.ts';
import { displayMoney, parseMoney } from './money.ts';

/**
 * What the server knows of a job's money: the deposit asked for and paid on the
 * quote, and the invoice made from it. Amounts as the wire has them ("250.00").
 */
export interface MoneyFacts {
  /** The deposit asked for on the quote (its deposit line); null when none. */
  depositRequested: string | null;
  /** Card deposits paid on the quote. */
  depositPaid: string;
  /** When the last of them was paid; null when none was. */
  depositPaidAt: string | null;
  /** The invoice made from the quote, as far as it is known; null when there is none (or it was cancelled). */
  invoice: {
    /** Null while only the link to it is known, not its amounts. */
    totalAmount: string | null;
    /** What is still owed on it: its total less deposits and payments. */
    balanceDue: string | null;
    paid: boolean;
    overdue: boolean;
  } | null;
}

/** Where a job's money stands, one stage at a time, in the order a job goes through them. */
export type MoneyStage = 'none' | 'deposit_requested' | 'deposit_paid' | 'invoiced' | 'balance_due' | 'paid_in_full';

export interface MoneyStatus {
  stage: MoneyStage;
  /** What the client still owes now, in cents: the most a payment may take (0: offer none). */
  owedCents: number;
  depositRequestedCents: number;
  depositPaidCents: number;
  depositPaidAt: string | null;
  /** The invoice's total; null without an invoice, or one whose amounts are not known yet. */
  invoiceTotalCents: number | null;
  /** Paid on the invoice so far (deposits included). */
  invoicePaidCents: number;
  overdue: boolean;
}

const cents = (amount: string | null | undefined) => (amount ? parseMoney(amount) : 0);

/** The stage of a job with no invoice (or a cancelled one): its deposit, if any. */
function depositStage(facts: MoneyFacts): Pick<MoneyStatus, 'stage' | 'owedCents'> {
  const requested = cents(facts.depositRequested);
  const paid = cents(facts.depositPaid);
  if (paid > 0) return { stage: 'deposit_paid', owedCents: Math.max(0, requested - paid) };
  if (requested > 0) return { stage: 'deposit_requested', owedCents: requested };
  return { stage: 'none', owedCents: 0 };
}

/** The stage of a job with a live invoice: invoiced, part paid, or paid in full. */
function invoiceStage(invoice: NonNullable<MoneyFacts['invoice']>): Pick<MoneyStatus, 'stage' | 'owedCents' | 'invoiceTotalCents' | 'invoicePaidCents'> {
  const total = invoice.totalAmount === null ? null : parseMoney(invoice.totalAmount);
  const balance = invoice.balanceDue === null ? total : parseMoney(invoice.balanceDue);
  const paid = total === null || balance === null ? 0 : Math.max(0, total - balance);
  if (invoice.paid || (total !== null && total > 0 && balance !== null && balance <= 0)) {
    return { stage: 'paid_in_full', owedCents: 0, invoiceTotalCents: total, invoicePaidCents: total ?? paid };
  }
  const owed = Math.max(0, balance ?? 0);
  return { stage: paid > 0 ? 'balance_due' : 'invoiced', owedCents: owed, invoiceTotalCents: total, invoicePaidCents: paid };
}

/**
 * The one money status of a job, from the server's facts: deposit requested, deposit paid,
 * invoiced (nothing paid yet), balance due (part paid) or paid in full.
 */
export function moneyStatus(facts: MoneyFacts): MoneyStatus {
  const live = facts.invoice;
  const base = {
    depositRequestedCents: cents(facts.depositRequested),
    depositPaidCents: cents(facts.depositPaid),
    depositPaidAt: facts.depositPaidAt,
    invoiceTotalCents: null,
    invoicePaidCents: 0,
    overdue: live?.overdue ?? false,
  };
  return { ...base, ...(live ? invoiceStage(live) : depositStage(facts)) };
}

/** What a screen prints for a status: a headline, a line under it, and the badge's tone. */
export interface MoneyStatusText {
  headline: string;
  detail: string | null;
  tone: 'neutral' | 'info' | 'warning' | 'success' | 'danger';
}

/** "Deposit paid $250.00 on 5 Jun 2025". */
function depositPaidText(status: MoneyStatus, timeZone: string | undefined): string {
  const paid = `Deposit paid ${displayMoney(status.depositPaidCents)}`;
  return status.depositPaidAt ? `${paid} on ${displayDay(status.depositPaidAt, timeZone)}` : paid;
}

/**
 * The words every screen shows for a money status, the same on each; null when there is
 * nothing to say. Dates are days in `timeZone`, the business's.
 */
export function moneyStatusText(status: MoneyStatus, timeZone?: string): MoneyStatusText | null {
  const overdue = status.overdue ? ' · overdue' : '';
  const depositLine = status.depositPaidCents > 0 ? depositPaidText(status, timeZone) : null;
  switch (status.stage) {
    case 'none':
      return null;
    case 'deposit_requested':
      return { headline: `Deposit requested ${displayMoney(status.depositRequestedCents)}`, detail: 'Not paid yet', tone: 'warning' };
    case 'deposit_paid':
      return {
        headline: depositPaidText(status, timeZone),
        detail: status.owedCents > 0 ? `${displayMoney(status.owedCents)} of the deposit still due` : null,
        tone: 'success',
      };
    case 'invoiced':
      return {
        headline: status.invoiceTotalCents === null ? 'Invoiced' : `Invoiced ${displayMoney(status.invoiceTotalCents)}${overdue}`,
        detail: null,
        tone: status.overdue ? 'danger' : 'info',
      };
    case 'balance_due':
      return {
        headline: `Balance due ${displayMoney(status.owedCents)}${overdue}`,
        detail: depositLine ?? `${displayMoney(status.invoicePaidCents)} paid`,
        tone: status.overdue ? 'danger' : 'warning',
      };
    case 'paid_in_full':
      return {
        headline: status.invoiceTotalCents === null ? 'Paid in full' : `Paid in full ${displayMoney(status.invoiceTotalCents)}`,
        detail: depositLine,
        tone: 'success',
      };
  }
}
