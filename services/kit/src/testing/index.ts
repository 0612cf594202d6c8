export * from './database.ts';
export * from './http.ts';
export * from './kafka.ts';
export * from './processes.ts';
export * from './smtp.ts';
export * from './twilio.ts';
