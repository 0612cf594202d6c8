import type { DepositDocumentType, PaymentProvider } from '@cobber/contracts';

export interface CardPaymentRequest {
  paymentId: string;
  ownerId: string;
  documentType: DepositDocumentType;
  documentId: string;
  amountCents: number;
  customerEmail: string;
  description: string;
}

export interface StartedCardPayment {
  providerPaymentId: string;
  /** What the card form in the browser confirms the payment with. */
  clientSecret: string;
}

/** The provider cannot cancel the payment: its card is being charged or already was. */
export class PaymentUnderWay extends Error {
  override name = 'PaymentUnderWay';
}

/** Who takes the card: Stripe, or the built-in test provider of the embedded default. */
export interface CardProvider {
  name: PaymentProvider;
  /** No real money moves (the built-in provider, or Stripe's test keys): pages and receipts say so. */
  testMode: boolean;
  /** The browser's runtime config: which card form to show. */
  publishableKey?: string;
  startPayment(request: CardPaymentRequest): Promise<StartedCardPayment>;
  /** Makes a started payment impossible to pay; throws PaymentUnderWay when it is too late. */
  cancelPayment(providerPaymentId: string): Promise<void>;
}
