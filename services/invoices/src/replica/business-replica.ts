/**
 * The business as the invoices service knows it: the kit's one business replica
 * (kit/src/priced/business-replica.ts), kept in this service's own `businesses` table.
 */
export { applyBusinessEvent, findBusiness, findTimeZone, type KnownBusiness } from '@cobber/kit';
