/**
 * Queries of owner data more than one microfrontend needs (kept off the login page). They
 * read the API's answers as the contracts type them, without parsing them again, and take
 * what they show from `@cobber/contracts/display`: the dashboard, a first screen, loads no
 * schema library. What a person types is still checked by the forms.
 */
export * from './business.ts';
export * from './clients.ts';
export * from './money-status.tsx';
export * from '../outbox/index.ts';
export * from './reminders-card.tsx';
