import { PgBoss } from 'pg-boss';
import type { Logger } from '@cobber/kit';

export interface ScheduledCheckOptions {
  databaseUrl: string;
  /** pg-boss keeps its jobs in this schema, the service's own (`quotes_jobs`, `invoices_jobs`). */
  schema: string;
  /** The check's queue, e.g. `invoice-reminders`. */
  name: string;
  /** How often the check runs (REMINDER_CHECK_SECONDS), 1 to 60. */
  everySeconds: number;
  logger: Logger;
  /** The work; it must itself be safe to run twice (a job whose instance died is run again). */
  check(): Promise<void>;
}

export interface ScheduledCheck {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A check that runs every `everySeconds` across every instance of a service, one instance
 * per turn: pg-boss keeps the schedule and its jobs in PostgreSQL (so it survives restarts),
 * its cron pass sends one job a minute however many instances run it, and SKIP LOCKED hands
 * each job to one of them. pg-boss schedules count in minutes, so a shorter turn (tests)
 * is a job each check leaves for the next, `everySeconds` later; the queue's `stately`
 * policy keeps at most one check waiting and one running, so turns never pile up.
 */
export function scheduledCheck(options: ScheduledCheckOptions): ScheduledCheck {
  const { everySeconds, name, logger } = options;
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: options.schema,
    application_name: `cobber-${name}`,
    max: 3,
  });
  boss.on('error', (error: unknown) => logger.error({ err: error }, `${name}: the scheduler failed`));
  return {
    async start() {
      await boss.start();
      await boss.createQueue(name, { policy: 'stately', retryLimit: 0, expireInSeconds: 300, deleteAfterSeconds: 3600 });
      await boss.schedule(name, '* * * * *', null, { tz: 'UTC' });
      const sooner = everySeconds < 60;
      await boss.work(name, { pollingIntervalSeconds: Math.min(2, everySeconds) }, async () => {
        try {
          await options.check();
        } finally {
          if (sooner) await boss.send(name, null, { startAfter: everySeconds });
        }
      });
      if (sooner) await boss.send(name, null);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
