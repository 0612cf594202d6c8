import { describe, expect, it } from 'vitest';
import { moneyStatus, moneyStatusText, type MoneyFacts } from './money-status.ts';

const NOTHING: MoneyFacts = { depositRequested: null, depositPaid: '0.00', depositPaidAt: null, invoice: null };
const PAID_AT = '2025-06-05T03:00:00.000Z';
const text = (facts: MoneyFacts) => moneyStatusText(moneyStatus(facts), 'Australia/Sydney');

describe('the one money status of a job', () => {
  it("dates a payment by the business's day, not the phone's", () => {
    // 20:00 UTC on 4 June is already 5 June in Sydney, still 4 June in UTC.
    const paidLate = { ...NOTHING, depositPaid: '250.00', depositPaidAt: '2025-06-04T20:00:00.000Z' };
    expect(moneyStatusText(moneyStatus(paidLate), 'Australia/Sydney')?.headline).toBe('Deposit paid $250.00 on 5 Jun 2025');
    expect(moneyStatusText(moneyStatus(paidLate), 'UTC')?.headline).toBe('Deposit paid $250.00 on 4 Jun 2025');
  });

  it('says nothing and asks for nothing while no deposit is requested or paid', () => {
    expect(moneyStatus(NOTHING)).toMatchObject({ stage: 'none', owedCents: 0 });
    expect(text(NOTHING)).toBeNull();
  });

  it('asks for a requested deposit until it is paid', () => {
    const facts = { ...NOTHING, depositRequested: '250.00' };
    expect(moneyStatus(facts)).toMatchObject({ stage: 'deposit_requested', owedCents: 25_000 });
    expect(text(facts)).toEqual({ headline: 'Deposit requested $250.00', detail: 'Not paid yet', tone: 'warning' });
  });

  it('shows a paid deposit with its amount and date, and asks for nothing more', () => {
    const facts = { ...NOTHING, depositRequested: '250.00', depositPaid: '250.00', depositPaidAt: PAID_AT };
    expect(moneyStatus(facts)).toMatchObject({ stage: 'deposit_paid', owedCents: 0, depositPaidCents: 25_000 });
    expect(text(facts)).toEqual({ headline: 'Deposit paid $250.00 on 5 Jun 2025', detail: null, tone: 'success' });
  });

  it('asks only for the rest of a deposit part paid', () => {
    const facts = { ...NOTHING, depositRequested: '250.00', depositPaid: '100.00', depositPaidAt: PAID_AT };
    expect(moneyStatus(facts)).toMatchObject({ stage: 'deposit_paid', owedCents: 15_000 });
    expect(text(facts)?.detail).toBe('$150.00 of the deposit still due');
  });

  it('counts a deposit the owner took without requesting one as paid, owing nothing more', () => {
    const facts = { ...NOTHING, depositPaid: '400.00', depositPaidAt: PAID_AT };
    expect(moneyStatus(facts)).toMatchObject({ stage: 'deposit_paid', owedCents: 0 });
  });

  it('is invoiced while nothing is paid on the invoice', () => {
    const facts: MoneyFacts = { ...NOTHING, invoice: { totalAmount: '888.25', balanceDue: '888.25', paid: false, overdue: false } };
    expect(moneyStatus(facts)).toMatchObject({ stage: 'invoiced', owedCents: 88_825, invoiceTotalCents: 88_825 });
    expect(text(facts)).toEqual({ headline: 'Invoiced $888.25', detail: null, tone: 'info' });
  });

  it('has a balance due once the deposit or a part payment went against the invoice', () => {
    const facts: MoneyFacts = {
      depositRequested: '250.00',
      depositPaid: '250.00',
      depositPaidAt: PAID_AT,
      invoice: { totalAmount: '888.25', balanceDue: '638.25', paid: false, overdue: false },
    };
    expect(moneyStatus(facts)).toMatchObject({ stage: 'balance_due', owedCents: 63_825, invoicePaidCents: 25_000 });
    expect(text(facts)).toEqual({ headline: 'Balance due $638.25', detail: 'Deposit paid $250.00 on 5 Jun 2025', tone: 'warning' });
    const partPaid: MoneyFacts = { ...NOTHING, invoice: { totalAmount: '888.25', balanceDue: '388.25', paid: false, overdue: false } };
    expect(text(partPaid)?.detail).toBe('$500.00 paid');
  });

  it('says an overdue invoice is overdue', () => {
    const facts: MoneyFacts = { ...NOTHING, invoice: { totalAmount: '888.25', balanceDue: '888.25', paid: false, overdue: true } };
    expect(moneyStatus(facts)).toMatchObject({ stage: 'invoiced', overdue: true });
    expect(text(facts)).toMatchObject({ headline: 'Invoiced $888.25 · overdue', tone: 'danger' });
  });

  it('is paid in full when the invoice is paid or nothing is left on it, and asks for nothing', () => {
    const paid: MoneyFacts = { ...NOTHING, depositPaid: '250.00', depositPaidAt: PAID_AT, invoice: { totalAmount: '888.25', balanceDue: '638.25', paid: true, overdue: false } };
    expect(moneyStatus(paid)).toMatchObject({ stage: 'paid_in_full', owedCents: 0 });
    expect(text(paid)).toEqual({ headline: 'Paid in full $888.25', detail: 'Deposit paid $250.00 on 5 Jun 2025', tone: 'success' });
    const settled: MoneyFacts = { ...NOTHING, invoice: { totalAmount: '888.25', balanceDue: '0.00', paid: false, overdue: false } };
    expect(moneyStatus(settled)).toMatchObject({ stage: 'paid_in_full', owedCents: 0 });
  });

  it('knows an invoice only by its link when its amounts have not been heard of', () => {
    const facts: MoneyFacts = { ...NOTHING, invoice: { totalAmount: null, balanceDue: null, paid: false, overdue: false } };
    expect(moneyStatus(facts)).toMatchObject({ stage: 'invoiced', owedCents: 0 });
    expect(text(facts)?.headline).toBe('Invoiced');
  });
});
