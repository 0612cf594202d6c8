import { MAX_ITEMS } from './item-types.ts';
import { displayMoney, MAX_AMOUNT_CENTS } from './money.ts';

/** The messages for the quote forms, verbatim (the last two are ours). */
export const QuoteMessages = {
  selectClient: 'Please select a client',
  clientNameRequired: 'Client name is required',
  titleRequired: 'Quote title is required',
  editTitleRequired: 'Title is required',
  editEmailInvalid: 'Invalid email address',
  jobDescription: 'Please provide a detailed job description (at least 10 characters)',
  depositRequired: 'Please enter a deposit amount',
  depositInvalid: 'Please enter a valid deposit amount',
  tooManyItems: `A quote can have at most ${MAX_ITEMS} items`,
  totalTooLarge: `Quote total must be at most ${displayMoney(MAX_AMOUNT_CENTS)}`,
  travelTooLarge: `Travel must come to at most ${displayMoney(MAX_AMOUNT_CENTS)}`,
  /** A client answered a revision of the quote that is no longer the current one. */
  revised: 'This quote was updated — please review it again',
} as const;
