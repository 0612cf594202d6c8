/** What time it is: the system's clock, or a fixed one a test gives (and moves on). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
