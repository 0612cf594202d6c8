import { type Knex, type Clock } from '@cobber/kit';
import { scheduledCheck, type ScheduledCheck } from '@cobber/documents';
import type { Sending } from '../sending/sending.ts';
import { announceOverdueInvoices } from '../overdue/service.ts';
import { sendDueInvoiceReminders } from './service.ts';

/** pg-boss's own schema beside this service's (one schema per owner of data). */
export const JOBS_SCHEMA = 'invoices_jobs';

/** The invoice reminders and overdue invoices, looked for every `everySeconds` by one instance at a time. */
export function invoiceReminderScheduler(options: { db: Knex; databaseUrl: string; sending: Sending; clock: Clock; everySeconds: number }): ScheduledCheck {
  return scheduledCheck({
    databaseUrl: options.databaseUrl,
    schema: JOBS_SCHEMA,
    name: 'invoice-reminders',
    everySeconds: options.everySeconds,
    logger: options.sending.logger,
    check: async () => {
      await announceOverdueInvoices(options.db, options.clock, options.sending.logger);
      await sendDueInvoiceReminders(options.db, options.sending, options.clock);
    },
  });
}
