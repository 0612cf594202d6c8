/** The business's hourly rate in dollars: what a new business starts with, and the range it may be set to. */
export const DEFAULT_HOURLY_RATE = 90;
export const MIN_HOURLY_RATE = 30;
export const MAX_HOURLY_RATE = 300;
