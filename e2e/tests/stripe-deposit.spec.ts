import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startFakeStripe, type FakeStripe } from '@cobber/payments/testing';
import Stripe from 'stripe';
import { ownerWithQuote } from './owner-quote.ts';
import { stripeApp } from './stripe-app.ts';

// The deposit journey when Stripe takes the cards: the app's real stripe SDK talks to a
// fake Stripe API run here, the page gets a stand-in for Stripe.js (never fetched) that
// confirms the card with that same fake API (its calls to api.stripe.com are routed there),
// and the test delivers Stripe's signed webhook as Stripe would after the card is charged.

test.use({ baseURL: `http://localhost:${stripeApp.port}` });

let stripe: FakeStripe;
test.beforeAll(async () => {
  stripe = await startFakeStripe(stripeApp.fakeStripePort);
});
test.afterAll(() => stripe.stop());

/**
 * Stripe.js as far as the deposit screen uses it: a Payment Element with one card field,
 * and confirmPayment, which asks Stripe's API to confirm the PaymentIntent with the card
 * (as Stripe.js does) and answers Stripe's error, or, like Stripe, sends the browser to
 * return_url with the PaymentIntent named in the query.
 */
function fakeStripeJs() {
  const seen = { publishableKey: '', clientSecret: '' };
  const input = Object.assign(document.createElement('input'), { id: 'fake-stripe-card' });
  input.style.cssText = 'display:block;width:100%;padding:8px;border:1px solid #a8a29e;border-radius:6px';
  Object.assign(window, {
    stripeSeen: seen,
    Stripe(publishableKey: string) {
      seen.publishableKey = publishableKey;
      return {
        elements({ clientSecret }: { clientSecret: string }) {
          seen.clientSecret = clientSecret;
          return {
            create: () => ({
              mount(target: HTMLElement) {
                const label = Object.assign(document.createElement('label'), { htmlFor: input.id, textContent: 'Card number' });
                target.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'Stripe Payment Element' }), label, input);
              },
              destroy: () => undefined,
              // Stripe calls `ready` once the element has rendered; the form then puts the cursor in it.
              on(event: string, handler: () => void) {
                if (event === 'ready') setTimeout(handler);
              },
              focus: () => input.focus(),
            }),
          };
        },
        async confirmPayment({ confirmParams }: { confirmParams: { return_url: string } }) {
          const intentId = seen.clientSecret.split('_secret_')[0]!;
          const card = new URLSearchParams({ client_secret: seen.clientSecret, 'payment_method_data[type]': 'card', 'payment_method_data[card][number]': input.value.replaceAll(' ', '') });
          const answer = await fetch(`https://api.stripe.com/v1/payment_intents/${intentId}/confirm`, { method: 'POST', body: card });
          if (!answer.ok) return { error: ((await answer.json()) as { error: { type: string; message: string } }).error };
          const back = new URL(confirmParams.return_url);
          back.searchParams.set('payment_intent', seen.clientSecret.split('_secret_')[0]!);
          back.searchParams.set('payment_intent_client_secret', seen.clientSecret);
          back.searchParams.set('redirect_status', 'succeeded');
          window.location.assign(back.href);
          return new Promise(() => undefined);
        },
      };
    },
  });
}

test.beforeEach(async ({ page }) => {
  await page.route('https://js.stripe.com/**', (route) => route.abort());
  // Stripe's API, as the page's Stripe.js calls it, is the fake the app's SDK talks to.
  await page.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const answer = await fetch(request.url().replace('https://api.stripe.com', stripe.url), {
      method: request.method(),
      headers: { 'content-type': request.headers()['content-type'] ?? 'application/x-www-form-urlencoded' },
      body: request.postData() ?? undefined,
    });
    await route.fulfill({ status: answer.status, headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' }, body: await answer.text() });
  });
  await page.addInitScript(fakeStripeJs);
});

const signer = new Stripe('sk_test_signer');

/** Stripe's delivery of `payment_intent.succeeded` for the PaymentIntent as the fake now holds it. */
function succeededEvent(intentId: string): string {
  const created = Math.floor(Date.now() / 1000);
  return JSON.stringify({ id: `evt_${intentId}`, object: 'event', type: 'payment_intent.succeeded', api_version: '2025-01-01', created, data: { object: stripe.intents.get(intentId) } });
}

function deliver(payload: string, secret = stripeApp.webhookSecret) {
  return fetch(`http://localhost:${stripeApp.port}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) },
    body: payload,
  });
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

/** The deposit screen's Stripe Payment Element for the quote, with the configured publishable key. */
async function stripeElementFor(page: Page, quoteId: string) {
  await page.goto(`/quote/${quoteId}/deposit`);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Stripe Payment Element')).toBeVisible();
  // Once Stripe's element is ready, the cursor is in it, on screen.
  await expect(page.getByLabel('Card number')).toBeFocused();
  await expect(page.getByLabel('Card number')).toBeInViewport();
  // Stripe's test keys (pk_test_…) take no real money, and the screen says so.
  await expect(page.getByRole('note')).toContainText('Test mode — no real money is taken');
  expect(await page.evaluate(() => (window as unknown as { stripeSeen: { publishableKey: string } }).stripeSeen.publishableKey)).toBe(stripeApp.publishableKey);
}

async function receiptsFor(page: Page, quoteId: string) {
  const receipts = (await (await page.request.get('/api/receipts')).json()) as { quoteId: string }[];
  return receipts.filter((receipt) => receipt.quoteId === quoteId);
}

test('a deposit paid through Stripe: Payment Element, webhook, receipt, quote history', async ({ page, baseURL }) => {
  const quoteId = await ownerWithQuote(page, baseURL!, `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`);

  await test.step('the deposit is requested on the quote', async () => {
    await page.goto(`/quote/${quoteId}/details`);
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('button', { name: 'Request Deposit' }).click();
    await page.getByRole('dialog', { name: 'Request Deposit' }).getByRole('button', { name: 'Request Deposit' }).click();
    await expect(toast(page, 'Deposit Requested')).toBeVisible();
  });

  await test.step("the deposit screen shows Stripe's Payment Element, not the test card form", async () => {
    await stripeElementFor(page, quoteId);
    await screenshot(page, 'stripe-deposit-01-element');
  });

  const intent = [...stripe.intents.values()].find((candidate) => candidate.metadata.documentId === quoteId)!;
  expect(intent).toMatchObject({ amount: 33000, currency: 'aud', status: 'requires_payment_method' });

  await test.step('paying sends the browser to the success screen, which waits for the server to hear from Stripe', async () => {
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $330.00' }).click();
    await expect(page).toHaveURL(/\/payment-success\?type=quote&number=Q-\d{4}&payment=[0-9a-f-]{36}&payment_intent=/);
    expect(new URL(page.url()).searchParams.get('redirect_status')).toBe('succeeded');
    expect(new URL(page.url()).searchParams.get('payment_intent')).toBe(intent.id);
    expect(new URL(page.url()).searchParams.get('payment')).toBe(intent.metadata.paymentId);
    expect(stripe.intents.get(intent.id)!.status).toBe('succeeded');
    // The redirect's redirect_status=succeeded is the address's word; the server has not heard from Stripe yet.
    await expect(page.getByRole('heading', { name: 'Payment Processing' })).toBeVisible();
    await expect(page.getByText('Payment Successful')).toHaveCount(0);
  });

  await test.step("Stripe sends its signed webhook: the screen turns to paid by itself, and the receipt is listed", async () => {
    expect((await deliver(succeededEvent(intent.id))).status).toBe(200);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(toast(page, 'Payment Successful')).toContainText('Deposit payment of $330.00 processed successfully!');
    await page.getByRole('link', { name: 'View Receipts' }).click();
    await expect(page).toHaveURL('/receipts');
    await expect(page.getByText('Deposit payment').first()).toBeVisible();
    await expect(page.getByText('$330.00').first()).toBeVisible();
    await expect(page.getByText('Credit Card').first()).toBeVisible();
    await screenshot(page, 'stripe-deposit-02-receipts');
  });

  await test.step('the same webhook again changes nothing; a forged one is refused', async () => {
    expect((await deliver(succeededEvent(intent.id))).status).toBe(200);
    expect((await deliver(succeededEvent(intent.id), 'whsec_someone_else')).status).toBe(400);
    await page.waitForTimeout(300);
    expect(await receiptsFor(page, quoteId)).toHaveLength(1);
  });

  await test.step('the quote history shows the deposit paid', async () => {
    await page.goto(`/quote/${quoteId}/history`);
    await expect(page.getByText('Deposit of $330.00 paid by card (test payment)')).toBeVisible();
  });
});

test("a card Stripe declines shows Stripe's own answer, stays on the deposit screen, and the server records the same", async ({ page, baseURL }) => {
  const quoteId = await ownerWithQuote(page, baseURL!, `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`);
  await stripeElementFor(page, quoteId);
  const answer = page.waitForResponse((response) => response.url().startsWith('https://api.stripe.com/v1/payment_intents/'));
  await page.getByLabel('Card number').fill('4000 0000 0000 9995');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const declined = await answer;
  expect(declined.status()).toBe(402);
  const { error } = (await declined.json()) as { error: { message: string } };
  expect(error.message).toBe('Your card has insufficient funds.');
  await expect(toast(page, 'Payment Failed')).toContainText(error.message);
  await expect(page).toHaveURL(`/quote/${quoteId}/deposit`);

  const intent = [...stripe.intents.values()].find((candidate) => candidate.metadata.documentId === quoteId)!;
  const failed = JSON.stringify({ id: `evt_failed_${intent.id}`, object: 'event', type: 'payment_intent.payment_failed', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object: intent } });
  expect((await deliver(failed)).status).toBe(200);
  const payment = (await (await page.request.get(`/api/payments/${intent.metadata.paymentId}`)).json()) as { status: string; failureMessage: string };
  expect(payment).toMatchObject({ status: 'failed', failureMessage: error.message });
});
