export * from './abn.ts';
export * from './auth.ts';
export * from './business.ts';
export * from './clients.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './events.ts';
