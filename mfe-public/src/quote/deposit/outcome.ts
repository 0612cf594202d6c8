/** How a card payment ended, for the panel's message (spec §8 payment messages). */
export type PaymentOutcome = { status: 'paid'; amount: string } | { status: 'failed'; message: string };
