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
 * How events travel between services (DESIGN.md §4): in-process for the embedded
 * default, Kafka when distributed. Delivery is at least once; consumers dedupe by
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

/**
 * The embedded default: publishing hands the events to every group in turn (a batch
 * handler gets them all at once) and resolves when they have all applied them, so a
 * failing handler makes the outbox relay retry (the others see duplicates, which their
 * inbox ignores).
 */
export class InProcessBus implements EventBus {
  readonly #groups = new Map<string, { handler: EventHandler; batch?: BatchEventHandler | undefined }>();

  async publish(events: EventEnvelope[]): Promise<void> {
    for (const { handler, batch } of this.#groups.values()) {
      if (batch && (await batch(events).then(() => true, () => false))) continue;
      for (const event of events) await handler(event);
    }
  }

  async subscribe(group: string, handler: EventHandler, options: SubscribeOptions = {}): Promise<void> {
    if (this.#groups.has(group)) throw new Error(`Consumer group ${group} is already subscribed`);
    this.#groups.set(group, { handler, batch: options.batch });
  }

  async unsubscribe(group: string): Promise<void> {
    this.#groups.delete(group);
  }

  isAttached(group: string): boolean {
    return this.#groups.has(group);
  }

  async stop(): Promise<void> {
    this.#groups.clear();
  }
}
