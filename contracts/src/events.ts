import { z } from 'zod';
import { Business } from './business.ts';
import { Client } from './clients.ts';
import { Timestamp } from './fields.ts';

/**
 * Every event the services share, by type, with the schema of its `data`
 * (DESIGN.md §4). Topics are per stream (the part before the dot); the key is the
 * aggregate id, so order holds per business, client, quote or invoice.
 */
export const eventDataSchemas = {
  'business.updated': Business.extend({ ownerId: z.uuid() }),
  'client.upserted': Client.extend({ ownerId: z.uuid() }),
} as const;

export type EventType = keyof typeof eventDataSchemas;
export type EventData<T extends EventType> = z.infer<(typeof eventDataSchemas)[T]>;

export const EVENT_VERSION = 1;

export const EventEnvelope = z.object({
  id: z.uuid(),
  type: z.string(),
  version: z.number().int().positive(),
  occurredAt: Timestamp,
  ownerId: z.uuid(),
  key: z.string().min(1),
  data: z.unknown(),
});
export type EventEnvelope = z.infer<typeof EventEnvelope>;

export type TypedEvent<T extends EventType> = Omit<EventEnvelope, 'type' | 'data'> & { type: T; data: EventData<T> };

/** The stream (and Kafka topic suffix) an event type belongs to: `quote.sent` → `quote`. */
export function eventStream(type: string): string {
  return type.split('.')[0] ?? type;
}

export function isKnownEventType(type: string): type is EventType {
  return Object.hasOwn(eventDataSchemas, type);
}

/** Validates an envelope and its data against the schema of its type and version. */
export function parseEvent(raw: unknown): TypedEvent<EventType> {
  const envelope = EventEnvelope.parse(raw);
  if (!isKnownEventType(envelope.type)) throw new Error(`Unknown event type ${envelope.type}`);
  if (envelope.version !== EVENT_VERSION) {
    throw new Error(`Unsupported version ${envelope.version} of ${envelope.type}`);
  }
  const data = eventDataSchemas[envelope.type].parse(envelope.data);
  return { ...envelope, type: envelope.type, data } as TypedEvent<EventType>;
}
