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

/** Who takes the card: Stripe, or the built-in test provider of the embedded default. */
export interface CardProvider {
  name: PaymentProvider;
  /** The browser's runtime config: which card form to show. */
  publishableKey?: string;
  startPayment(request: CardPaymentRequest): Promise<StartedCardPayment>;
}
