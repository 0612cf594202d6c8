export * from './database.ts';
export * from './http.ts';
export * from './kafka.ts';
export * from './log.ts';
export * from './processes.ts';
export * from './smtp.ts';
export * from './stoppable-postgres.ts';
export * from './twilio.ts';
