import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPaidInFull, owedCents, owedWithoutPayment, paidCents, paidLines, paymentProblem, totalBelowPaidProblem, type InvoiceMoney } from './invoice-payments.ts';

const money = (totalCents: number, depositPaidCents = 0, paymentsReceivedCents = 0): InvoiceMoney => ({ totalCents, depositPaidCents, paymentsReceivedCents });

describe('what is paid and owed on an invoice', () => {
  it('owes the total less the deposit and the payments recorded', () => {
    // $888.25, a $250.00 card deposit, then $300.00 paid by bank transfer.
    expect(owedCents(money(88_825, 25_000, 30_000))).toBe(33_825);
    expect(paidCents(money(88_825, 25_000, 30_000))).toBe(55_000);
    expect(isPaidInFull(money(88_825, 25_000, 30_000))).toBe(false);
    expect(isPaidInFull(money(88_825, 25_000, 63_825))).toBe(true);
  });

  it('is paid in full only once something was paid and nothing is owed', () => {
    expect(isPaidInFull(money(0))).toBe(false);
    expect(isPaidInFull(money(50_000))).toBe(false);
    expect(isPaidInFull(money(50_000, 0, 50_000))).toBe(true);
  });

  it('never owes less than nothing, and parts add up to the whole', () => {
    const cents = fc.integer({ min: 0, max: 99_999_999 });
    fc.assert(
      fc.property(cents, cents, cents, (total, deposit, payments) => {
        const owed = owedCents(money(total, deposit, payments));
        expect(owed).toBeGreaterThanOrEqual(0);
        if (deposit + payments <= total) expect(owed + deposit + payments).toBe(total);
        else expect(owed).toBe(0);
      }),
    );
  });

  it('takes a payment up to what is owed, and no more', () => {
    expect(paymentProblem(30_000, 63_825)).toBeNull();
    expect(paymentProblem(63_825, 63_825)).toBeNull();
    expect(paymentProblem(63_826, 63_825)).toBe('A payment can be at most the $638.25 still owed');
    expect(paymentProblem(100, 0)).toBe('Nothing is owed on this invoice');
  });

  it('gives a corrected payment the room it had: what was owed before it', () => {
    // $888.25 with a $250.00 deposit and $300.00 recorded: $338.25 owed, $638.25 before the $300.00.
    expect(owedWithoutPayment(money(88_825, 25_000, 30_000), 30_000)).toBe(63_825);
  });

  it('keeps the total at or above what was paid', () => {
    expect(totalBelowPaidProblem(money(54_999, 25_000, 30_000))).toBe('The total cannot be less than the $550.00 already paid');
    expect(totalBelowPaidProblem(money(55_000, 25_000, 30_000))).toBeNull();
  });
});

describe('what was paid, line by line under the total', () => {
  it('lists the card deposit, then the payments recorded, leaving out what is nothing', () => {
    expect(paidLines({ depositPaid: '250.00', paymentsReceived: '0.00' })).toEqual([{ label: 'Deposit paid', amount: '250.00' }]);
    expect(paidLines({ depositPaid: '250.00', paymentsReceived: '100.00' })).toEqual([
      { label: 'Deposit paid', amount: '250.00' },
      { label: 'Payments received', amount: '100.00' },
    ]);
    expect(paidLines({})).toEqual([]);
  });
});
