// Stripe.js is loaded from Stripe's servers, never bundled, and only
// when the provider is Stripe: the owner's deposit screen and the client's quote page
// both use it. The few calls they make, typed here.

export interface StripeElement {
  mount(target: HTMLElement): void;
  destroy(): void;
  /** `ready`: the element has rendered and can take the cursor. */
  on(event: 'ready', handler: () => void): void;
  focus(): void;
}

export interface StripeElements {
  create(type: 'payment'): StripeElement;
}

export interface StripeConfirmResult {
  error?: { type: string; message?: string };
  /** With `redirect: 'if_required'` a card payment resolves here instead of leaving the page. */
  paymentIntent?: { status: string };
}

export interface StripeClient {
  elements(options: { clientSecret: string; appearance?: { theme?: string; variables?: Record<string, string> } }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect?: 'if_required';
  }): Promise<StripeConfirmResult>;
}

type StripeFactory = (publishableKey: string) => StripeClient;

const stripeOnPage = () => (window as { Stripe?: StripeFactory }).Stripe;
let loading: Promise<StripeFactory> | undefined;

/** Stripe's factory: already on the page, or from one `<script>` added once. */
export function loadStripe(publishableKey: string): Promise<StripeClient> {
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const ready = stripeOnPage();
    if (ready) return resolve(ready);
    const script = document.createElement('script');
    script.src = 'https://js.stripe.com/v3';
    script.async = true;
    script.onload = () => {
      const factory = stripeOnPage();
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js did not load'));
    };
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('Stripe.js could not be fetched'));
    };
    document.head.append(script);
  });
  return loading.then((factory) => factory(publishableKey));
}
