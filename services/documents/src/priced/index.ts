export * from './business-replica.ts';
export * from './line-plan.ts';
export * from './line-store.ts';
export * from './lines.ts';
export * from './numbering.ts';
export * from './totals.ts';
