import { api } from '@cobber/web';
import { inServiceWords } from '../../common/card-calls.ts';

export { fetchPaymentsConfig } from '../../common/card-calls.ts';

/** Starts a payment of what is still due on the requested deposit (or answers the one under way); the service decides the amount. */
export const startDepositPayment = (quoteId: string) => inServiceWords(api('POST /api/quotes/:id/public/deposit-payment', { params: { id: quoteId } }));
