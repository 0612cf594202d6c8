// The second embedded app, for stripe-deposit.spec.ts only: card payments through Stripe,
// the real SDK sending its calls to a fake Stripe the spec itself runs on `fakeStripePort`.

import { e2ePorts } from './ports.ts';

export const stripeApp = {
  port: e2ePorts.stripeApp,
  fakeStripePort: e2ePorts.fakeStripe,
  secretKey: 'sk_test_cobber_e2e',
  publishableKey: 'pk_test_cobber_e2e',
  webhookSecret: 'whsec_cobber_e2e',
};
