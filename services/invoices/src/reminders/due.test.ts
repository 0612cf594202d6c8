import { DEFAULT_REMINDERS } from '@cobber/contracts';
import { describe, expect, it } from 'vitest';
import { invoiceReminderDue } from './due.ts';

const due = '2026-11-20';

describe('which invoice reminder is due today', () => {
  it.each<[string, string | null, string]>([
    ['2026-11-17', null, 'three days before, with that one off'],
    ['2026-11-20', 'invoice_due', 'on the due date'],
    ['2026-11-26', null, '6 days overdue: the due-date one went, the next waits'],
    ['2026-11-27', 'invoice_overdue', '7 days overdue'],
    ['2026-12-04', 'invoice_overdue_again', '14 days overdue'],
    ['2026-12-12', null, '22 days overdue: the last one more than 7 days late is not sent'],
  ])('%s → %s (%s)', (today, kind) => {
    const sent = kind === 'invoice_due' ? [] : (['invoice_due'] as const);
    expect(invoiceReminderDue(DEFAULT_REMINDERS, due, today, sent)).toBe(kind);
  });

  it('the one before the due date, when chosen, with its days', () => {
    const settings = { ...DEFAULT_REMINDERS, invoiceBeforeDue: { on: true, days: 5 } };
    expect(invoiceReminderDue(settings, due, '2026-11-14', [])).toBeNull();
    expect(invoiceReminderDue(settings, due, '2026-11-15', [])).toBe('invoice_before_due');
  });

  it('never one already sent, and only the latest whose day has come', () => {
    expect(invoiceReminderDue(DEFAULT_REMINDERS, due, '2026-11-30', ['invoice_overdue'])).toBeNull();
    expect(invoiceReminderDue(DEFAULT_REMINDERS, due, '2026-11-30', [])).toBe('invoice_overdue');
  });

  it('nothing when every reminder is off', () => {
    const off = { ...DEFAULT_REMINDERS, invoiceDue: { on: false }, invoiceOverdue: { on: false, days: 7 }, invoiceOverdueAgain: { on: false, days: 14 } };
    expect(invoiceReminderDue(off, due, '2026-11-27', [])).toBeNull();
  });
});
