import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { untilQuoteChargesGst } from './gst.ts';
import { mailPage, mailsTo } from './mailbox.ts';

// The owner hears at once: a client opens and accepts a quote; the owner's bell
// counts both, its list links to the quote, their mailbox has the news; Settings holds
// every notification and quote-winning setting; the service worker shows a push with its link.

const artifact = (name: string) => path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`);

function toast(page: Page, title: string) {
  return page.getByRole('status').filter({ hasText: title }).first();
}

async function signedInTradie(page: Page, headers: Record<string, string>): Promise<string> {
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const signUp = await page.request.post('/api/login', { headers, data: { email, password: 'hot-water-2024', mode: 'signup', firstName: 'Dave' } });
  expect(signUp.status()).toBe(200);
  const business = await page.request.post('/api/business', { headers, data: { name: 'Sparky Dave Electrical', phone: '0412 345 678', applyGST: true } });
  expect(business.status()).toBe(201);
  return email;
}

test('a client opens and accepts a quote: the bell, the list and the mailbox tell the owner; Settings holds every notification, quote validity and signature setting', async ({ page, baseURL, browser }) => {
  test.setTimeout(180_000);
  const headers = { Origin: baseURL! };
  const owner = await signedInTradie(page, headers);
  const client = await page.request.post('/api/clients', { headers, data: { name: 'Zoe Nguyen', email: 'zoe@example.com' } });
  expect(client.status()).toBe(201);
  const quote = await page.request.post('/api/quotes', {
    headers,
    data: { clientId: ((await client.json()) as { id: string }).id, clientName: 'Zoe Nguyen', clientEmail: 'zoe@example.com', title: 'Switchboard upgrade', items: [{ description: 'Electrician', quantity: 4, unitPrice: 100, type: 'labor' }] },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  const { id } = (await quote.json()) as { id: string };
  await untilQuoteChargesGst(page.request, id);
  expect((await page.request.post(`/api/quotes/${id}/send`, { headers })).status()).toBe(200);

  await test.step('the client opens the quote on their phone and accepts it', async () => {
    const phone = await browser.newPage();
    await phone.goto(`${baseURL}/quote/${id}`);
    await expect(phone.getByText('Switchboard upgrade').first()).toBeVisible();
    expect((await phone.request.patch(`${baseURL}/api/quotes/${id}/public/approve`, { headers, data: {} })).status()).toBe(200);
    await phone.close();
  });

  await test.step('the bell counts both, its list says what happened and links to the quote', async () => {
    await expect.poll(async () => ((await (await page.request.get('/api/notifications')).json()) as { unread: number }).unread, { timeout: 20_000 }).toBe(2);
    await page.goto('/settings');
    const bell = page.getByRole('link', { name: 'Notifications, 2 unread' });
    await expect(bell).toBeVisible();
    await page.screenshot({ path: artifact('notifications-bell') });
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    const accepted = page.getByRole('link', { name: /Zoe Nguyen accepted quote Q-0001/ });
    await expect(accepted).toBeVisible();
    await expect(page.getByRole('link', { name: /Zoe Nguyen opened quote Q-0001/ })).toBeVisible();
    await expect(accepted).toContainText('Switchboard upgrade · $440.00');
    // Opening the list marks what it shows read: the bell clears.
    await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
    await page.screenshot({ path: artifact('notifications-list') });
    await expectNoAxeViolations(page, 'Notifications');
    await accepted.click();
    await expect(page).toHaveURL(new RegExp(`/quote/${id}/details$`));
  });

  await test.step("the owner's mailbox has the news with a link to the quote", async () => {
    await expect.poll(async () => (await mailsTo(owner)).map((mail) => mail.subject).sort(), { timeout: 20_000 }).toEqual(['Zoe Nguyen accepted quote Q-0001', 'Zoe Nguyen opened quote Q-0001']);
    const [mail] = (await mailsTo(owner)).filter((sent) => sent.subject.includes('accepted'));
    expect(await mailPage(mail!)).toContain(`/quote/${id}/details`);
  });

  await test.step('Settings: notifications, quote validity, terms and signature, all saved', async () => {
    await page.goto('/settings/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await page.getByLabel('Notify me at').fill('office@sparkydave.com.au');
    await page.getByRole('switch', { name: 'A client opens a quote' }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn on phone notifications' })).toBeVisible();
    await page.getByRole('heading', { name: 'Notifications' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact('notifications-settings') });

    await page.goto('/settings/quotes');
    await page.getByLabel('Quotes valid for (days)').fill('400');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Quotes must be valid for 1 to 365 days')).toBeVisible();
    await page.getByLabel('Quotes valid for (days)').fill('14');
    await page.getByLabel('Terms and conditions').fill('50% deposit before work starts.\nBalance on completion.');
    await page.getByRole('switch', { name: 'Ask clients to sign' }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    const saved = (await (await page.request.get('/api/business')).json()) as Record<string, unknown>;
    expect(saved).toMatchObject({
      notifyEmail: 'office@sparkydave.com.au',
      notifications: { quoteViewed: false, quoteAccepted: true },
      quoteValidDays: 14,
      quoteTerms: '50% deposit before work starts.\nBalance on completion.',
      requireSignature: true,
    });
    await expectNoAxeViolations(page, 'Settings, Quotes and reminders');
  });
});

test('the service worker shows a pushed notification with the link a tap opens', async ({ page, context, baseURL }) => {
  const headers = { Origin: baseURL! };
  await signedInTradie(page, headers);
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) if (!registration.isDeleted) registrations.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto('/settings');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => registrations.get(`${baseURL}/`), { timeout: 15_000 }).toBeTruthy();
  const link = '/notifications';
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: registrations.get(`${baseURL}/`)!,
    data: JSON.stringify({ title: 'Zoe Nguyen accepted quote Q-0001', body: 'Switchboard upgrade · $440.00', link, tag: 'n1' }),
  });
  await expect
    .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }))), { timeout: 10_000 })
    .toEqual([{ title: 'Zoe Nguyen accepted quote Q-0001', body: 'Switchboard upgrade · $440.00', data: { link } }]);
});
