import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startFakeStripe, type FakeStripe } from '@cobber/payments/testing';
import Stripe from 'stripe';
import { ownerWithQuote } from './owner-quote.ts';
import { stripeApp } from './stripe-app.ts';

// The deposit journey when Stripe takes the cards: the app's real stripe SDK talks to a
// fake Stripe API run here, the page gets a stand-in for Stripe.js (never fetched), and
// the test delivers Stripe's signed webhook as Stripe would after the card is charged.

test.use({ baseURL: `http://localhost:${stripeApp.port}` });

let stripe: FakeStripe;
test.beforeAll(async () => {
  stripe = await startFakeStripe(stripeApp.fakeStripePort);
});
test.afterAll(() => stripe.stop());

/**
 * Stripe.js as far as the deposit screen uses it: a Payment Element with one card field,
 * and confirmPayment that declines 4000 0000 0000 0002 and otherwise, like Stripe, sends
 * the browser to return_url with the PaymentIntent named in the query.
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
            }),
          };
        },
        async confirmPayment({ confirmParams }: { confirmParams: { return_url: string } }) {
          if (input.value.replaceAll(' ', '') === '4000000000000002') return { error: { type: 'card_error', message: 'Your card was declined.' } };
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
  await expect(page.getByText('Test mode')).toHaveCount(0);
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

  await test.step('paying sends the browser to the success screen, as Stripe does', async () => {
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $330.00' }).click();
    await expect(page).toHaveURL(/\/payment-success\?type=quote&number=Q-\d{4}&amount=330\.00&payment_intent=/);
    expect(new URL(page.url()).searchParams.get('redirect_status')).toBe('succeeded');
    expect(new URL(page.url()).searchParams.get('payment_intent')).toBe(intent.id);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(toast(page, 'Payment Successful')).toContainText('Deposit payment of $330.00 processed successfully!');
  });

  await test.step("Stripe charges the card and sends its signed webhook: the receipt is listed", async () => {
    stripe.succeed(intent.id);
    expect((await deliver(succeededEvent(intent.id))).status).toBe(200);
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
    await expect(page.getByText('Deposit of $330.00 paid by card')).toBeVisible();
  });
});

test("a card Stripe declines shows Stripe's message and stays on the deposit screen", async ({ page, baseURL }) => {
  const quoteId = await ownerWithQuote(page, baseURL!, `zoe-${crypto.randomUUID().slice(0, 8)}@example.com`);
  await stripeElementFor(page, quoteId);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(toast(page, 'Payment Failed')).toContainText('Your card was declined.');
  await expect(page).toHaveURL(`/quote/${quoteId}/deposit`);
});
