import { api, ApiError } from '@cobber/web';

/**
 * A card payment call's answer. A refusal is thrown in the service's own words (more than
 * is owed: 400; a payment under way for another amount: 409), which the card form shows.
 */
export async function inServiceWords<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw error instanceof ApiError && error.serverMessage ? new Error(error.serverMessage) : error;
  }
}

/** Which card form to show: Stripe's, or the built-in test provider's. */
export const fetchPaymentsConfig = () => inServiceWords(api('GET /api/payments/config'));
