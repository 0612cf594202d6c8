// The card form both places that take a deposit use (the owner's deposit screen and the
// client's quote page): the built-in test provider's form or Stripe's Payment Element,
// with the test-mode notice whenever no real money is taken; and how a money panel is
// brought into view on a phone.
export { bringIntoView } from './bring-into-view.ts';
export { CardPaymentForm, type CardPaymentFormProps } from './CardPaymentForm.tsx';
export type { CardFailure } from './failure.ts';
export { TestModeNotice } from './TestModeNotice.tsx';
