/** Queries of owner data more than one microfrontend needs (kept off the login page). */
export * from './business.ts';
export * from './clients.ts';
export * from './money-status.tsx';
export * from '../outbox/index.ts';
export * from './reminders-card.tsx';
