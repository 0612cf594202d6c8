import type { EventEnvelope } from '@cobber/contracts';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

/**
 * How events travel between services (DESIGN.md §4): in-process for the embedded
 * default, Kafka when distributed. Delivery is at least once; consumers dedupe by
 * event id (see inbox.ts).
 */
export interface EventBus {
  /** Resolves once every event is accepted by the bus, in order. */
  publish(events: EventEnvelope[]): Promise<void>;
  /** One subscription per consumer group (one per service). */
  subscribe(group: string, handler: EventHandler): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The embedded default: publishing hands each event to every group's handler in turn
 * and resolves when they have all applied it, so a failing handler makes the outbox
 * relay retry (the others see a duplicate, which their inbox ignores).
 */
export class InProcessBus implements EventBus {
  readonly #groups = new Map<string, EventHandler>();

  async publish(events: EventEnvelope[]): Promise<void> {
    for (const event of events) {
      for (const handler of this.#groups.values()) await handler(event);
    }
  }

  async subscribe(group: string, handler: EventHandler): Promise<void> {
    if (this.#groups.has(group)) throw new Error(`Consumer group ${group} is already subscribed`);
    this.#groups.set(group, handler);
  }

  async stop(): Promise<void> {
    this.#groups.clear();
  }
}
