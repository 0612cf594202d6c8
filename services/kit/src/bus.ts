import type { EventEnvelope } from '@cobber/contracts';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

/**
 * A consumer that can apply many events in one transaction (see `consumeBatchOnce`)
 * gives the bus this too: the bus hands it whole batches, and only when a batch fails
 * falls back to the event-by-event handler (with its retries and dead letters), so one
 * bad event still costs only itself.
 */
export type BatchEventHandler = (events: EventEnvelope[]) => Promise<void>;

export interface SubscribeOptions {
  batch?: BatchEventHandler;
}

/**
 * How events travel between services: a log in PostgreSQL for the embedded
 * default (postgres-bus.ts), Kafka when distributed. Delivery is at least once; consumers dedupe by
 * event id (see inbox.ts).
 */
export interface EventBus {
  /** Resolves once every event is accepted by the bus, in order. */
  publish(events: EventEnvelope[]): Promise<void>;
  /** One subscription per consumer group (one per service). */
  subscribe(group: string, handler: EventHandler, options?: SubscribeOptions): Promise<void>;
  /** Ends a group's subscription: a service stopping takes no more events. */
  unsubscribe(group: string): Promise<void>;
  /** Whether the group's consumer is running and taking events now (readiness). */
  isAttached(group: string): boolean;
  stop(): Promise<void>;
}
