import { type Clock, type Knex } from '@cobber/kit';
import { scheduledCheck, type ScheduledCheck } from '@cobber/documents';
import type { QuoteSending } from '../sending/send-quote.ts';
import { expireDueQuotes } from '../expiry/service.ts';
import { sendDueQuoteFollowUps } from './service.ts';

/** pg-boss's own schema beside this service's (one schema per owner of data). */
export const JOBS_SCHEMA = 'quotes_jobs';

/**
 * The quote follow-ups, looked for every `everySeconds` by one instance at a time; quotes
 * past their last day are marked expired first, so none is followed up after it.
 */
export function followUpScheduler(options: { db: Knex; databaseUrl: string; sending: QuoteSending; clock: Clock; everySeconds: number }): ScheduledCheck {
  return scheduledCheck({
    databaseUrl: options.databaseUrl,
    schema: JOBS_SCHEMA,
    name: 'quote-follow-ups',
    everySeconds: options.everySeconds,
    logger: options.sending.logger,
    check: async () => {
      await expireDueQuotes(options.db, options.clock(), options.sending.logger);
      await sendDueQuoteFollowUps(options.db, options.sending, options.clock);
    },
  });
}
