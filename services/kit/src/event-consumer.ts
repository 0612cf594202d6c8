import type { EventEnvelope, EventType } from '@cobber/contracts';
import type { EventHandler } from './bus.ts';

/** What a service does with one type of event, given what it works with (its database…). */
export type EventEffect<Context> = (context: Context, event: EventEnvelope) => Promise<void>;

/** A service's consumer group, as a table: each event type it takes and what it does. */
export interface EventConsumer<Context> {
  /** The types it acts on; every other event passes by (contracts EVENT_FLOWS lists them). */
  readonly consumes: readonly EventType[];
  /** The bus's handler, for the service's context. */
  handler(context: Context): EventHandler;
}

/**
 * A consumer declared as data, so what a service consumes can be read without running it
 * (a test compares it with contracts EVENT_FLOWS and the README's table of events).
 */
export function eventConsumer<Context>(effects: Partial<Record<EventType, EventEffect<Context>>>): EventConsumer<Context> {
  const table = new Map<string, EventEffect<Context> | undefined>(Object.entries(effects));
  return {
    // The keys of a record of event types (Object.keys only knows they are strings).
    consumes: Object.keys(effects) as EventType[],
    handler: (context) => async (event) => {
      await table.get(event.type)?.(context, event);
    },
  };
}
