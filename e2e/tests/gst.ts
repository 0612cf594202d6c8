import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A quote made through the API right after business setup may be priced before the
 * quotes service has heard the business charges GST (it learns it by event); the draft
 * is repriced when it does. Waits for that, so the journey sees the real price.
 */
export async function untilQuoteChargesGst(request: APIRequestContext, quoteId: string): Promise<void> {
  await expect
    .poll(async () => ((await (await request.get(`/api/quotes/${quoteId}`)).json()) as { taxAmount: string }).taxAmount, { timeout: 20_000 })
    .not.toBe('0.00');
}
