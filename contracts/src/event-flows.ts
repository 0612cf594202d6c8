import type { EventType } from './events.ts';

/** The services that publish and consume events. */
export type ServiceName = 'business' | 'quotes' | 'invoices' | 'payments';

export interface EventFlow {
  producer: ServiceName;
  /** The consumer groups that act on it (each service's consumer table, kit eventConsumer). */
  consumers: readonly ServiceName[];
  /** An event no service consumes yet is published for others: what it is there for. */
  publishedFor?: string;
}

const DOCUMENT_COPIES = ['invoices', 'payments'] as const;

/**
 * Who publishes each event and who consumes it. Tests hold each service's
 * consumer and the table of events in docs/architecture.md to this.
 */
export const EVENT_FLOWS: Record<EventType, EventFlow> = {
  'business.updated': { producer: 'business', consumers: ['quotes', 'invoices', 'payments'] },
  'client.upserted': { producer: 'business', consumers: ['quotes', 'invoices'] },
  'quote.created': { producer: 'quotes', consumers: DOCUMENT_COPIES },
  'quote.updated': { producer: 'quotes', consumers: DOCUMENT_COPIES },
  'quote.sent': { producer: 'quotes', consumers: DOCUMENT_COPIES },
  'quote.viewed': { producer: 'quotes', consumers: [...DOCUMENT_COPIES, 'business'] },
  'quote.approved': { producer: 'quotes', consumers: [...DOCUMENT_COPIES, 'business'] },
  'quote.rejected': { producer: 'quotes', consumers: [...DOCUMENT_COPIES, 'business'] },
  'quote.deposit_requested': { producer: 'quotes', consumers: DOCUMENT_COPIES },
  'quote.update_requested': { producer: 'quotes', consumers: [...DOCUMENT_COPIES, 'business'] },
  'invoice.created': { producer: 'invoices', consumers: ['quotes', 'payments'] },
  'invoice.updated': { producer: 'invoices', consumers: ['quotes', 'payments', 'invoices'] },
  'invoice.sent': { producer: 'invoices', consumers: ['quotes', 'payments', 'invoices'] },
  'invoice.paid': { producer: 'invoices', consumers: ['quotes', 'payments'] },
  'invoice.cancelled': { producer: 'invoices', consumers: ['quotes', 'payments', 'invoices'] },
  'receipt.created': { producer: 'invoices', consumers: ['invoices'] },
  'receipt.sent': { producer: 'invoices', consumers: [], publishedFor: "the owner's notifications" },
  'payment.succeeded': { producer: 'payments', consumers: ['quotes', 'invoices', 'business'] },
  'payment.failed': { producer: 'payments', consumers: [], publishedFor: "the owner's notifications: a declined card" },
};

/** The event types a service's consumer group acts on, as the table says. */
export function consumedBy(service: ServiceName): EventType[] {
  return (Object.keys(EVENT_FLOWS) as EventType[]).filter((type) => EVENT_FLOWS[type].consumers.includes(service));
}
