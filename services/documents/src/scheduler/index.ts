export { scheduledCheck, type ScheduledCheck, type ScheduledCheckOptions } from './scheduled-check.ts';
