// Stripe.js is loaded from Stripe's servers, never bundled (NOTES.md "Stripe"), and only
// when the provider is Stripe. The few calls the deposit screen makes, typed here.

export interface StripeElement {
  mount(target: HTMLElement): void;
  destroy(): void;
}

export interface StripeElements {
  create(type: 'payment'): StripeElement;
}

export interface StripeConfirmResult {
  error?: { type: string; message?: string };
}

export interface StripeClient {
  elements(options: { clientSecret: string; appearance?: { theme?: string; variables?: Record<string, string> } }): StripeElements;
  confirmPayment(options: { elements: StripeElements; confirmParams: { return_url: string } }): Promise<StripeConfirmResult>;
}

type StripeFactory = (publishableKey: string) => StripeClient;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

const STRIPE_JS = 'https://js.stripe.com/v3';
let loading: Promise<StripeFactory> | undefined;

/** Stripe's factory: already on the page, or from one `<script>` added once. */
export function loadStripe(publishableKey: string): Promise<StripeClient> {
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    if (window.Stripe) return resolve(window.Stripe);
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load')));
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('Stripe.js could not be fetched'));
    };
    document.head.append(script);
  });
  return loading.then((factory) => factory(publishableKey));
}
