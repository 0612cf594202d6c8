import { expect, test } from '@playwright/test';
import { expectDisabledButtonsReadable, expectFocusVisible, expectNoAxeViolations } from './axe.ts';
import { jobs, PASSWORD, setUpBusiness, signUp, toast } from './accessibility-data.ts';

// Readable in sunlight: every owner and public screen at 390×844, with the data
// a working tradie has, passes axe-core's WCAG 2.1 AA rules (colour contrast included);
// the keyboard's focus shows and a disabled button can still be read. Each screen is
// checked on its own, so one run lists every screen's findings.

test('signed out: the login page in both modes, sign-up errors, welcome and business setup, the account pages and Page Not Found', async ({ page }) => {
  await test.step('Log in, its disabled button, and the focus ring on every control', async () => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await expectNoAxeViolations(page, 'login');
    expect(await expectDisabledButtonsReadable(page, 'login')).toContainEqual(expect.objectContaining({ name: 'Log in' }));
    await expectFocusVisible(page, 'login', 8);
  });

  await test.step('Sign up, and its errors shown beside the fields', async () => {
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByLabel('First name')).toBeVisible();
    await expectNoAxeViolations(page, 'sign up');
    await page.getByLabel('First name').fill('Dave');
    await page.getByLabel('Email').fill('dave');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expectNoAxeViolations(page, 'sign-up errors');
  });

  await test.step('signed up: Welcome to Cobber and the business form', async () => {
    await page.getByLabel('Email').fill(`dave-${crypto.randomUUID().slice(0, 8)}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to Cobber' })).toBeVisible();
    await expectNoAxeViolations(page, 'welcome');
    await page.getByRole('button', { name: 'Add your details' }).click();
    await expect(page.getByLabel('Business name')).toBeVisible();
    await expectNoAxeViolations(page, 'business setup');
    await page.getByRole('button', { name: 'Start your quote' }).click();
    await expect(page.getByText('Business name is required')).toBeVisible();
    await expectNoAxeViolations(page, 'business setup, errors');
    await page.goto('/api/logout');
  });

  await test.step('Forgot Password and a mailed link to choose a new password', async () => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoAxeViolations(page, 'forgot password');
    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expectNoAxeViolations(page, 'reset password');
  });

  await test.step('Page Not Found, signed out', async () => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectNoAxeViolations(page, 'page not found, signed out');
  });
});

test('a new owner: the empty dashboard, New Quote and Generate Quote with their errors, Edit AI Quote, Clients, Settings', async ({ page, baseURL }) => {
  const headers = { Origin: baseURL! };
  await signUp(page.request, headers);
  await setUpBusiness(page.request, headers);
  const client = await page.request.post('/api/clients', { headers, data: { name: 'Bob Hartley', email: 'bob.hartley@example.com' } });
  expect(client.status()).toBe(201);
  const { id: clientId } = (await client.json()) as { id: string };

  await test.step('the empty dashboard', async () => {
    await page.goto('/');
    await expect(page.getByText('No quotes found')).toBeVisible();
    await expectNoAxeViolations(page, 'empty dashboard');
    await expectFocusVisible(page, 'empty dashboard', 10);
  });

  await test.step('New Quote with its validation errors shown', async () => {
    await page.goto('/quote/new');
    await expect(page.getByRole('heading', { name: 'New Quote' })).toBeVisible();
    await expectNoAxeViolations(page, 'new quote');
    await page.getByRole('button', { name: 'Create Quote' }).click();
    await expect(page.getByText('Please select a client')).toBeVisible();
    await expectNoAxeViolations(page, 'new quote, errors');
    await expectDisabledButtonsReadable(page, 'new quote');
  });

  await test.step('Generate Quote with its errors, then Edit AI Quote with its toast', async () => {
    await page.goto('/quote/ai');
    await expect(page.getByRole('heading', { name: 'Generate New Quote' })).toBeVisible();
    await page.getByRole('button', { name: 'Generate Quote' }).click();
    await expect(page.getByText('Please select a client')).toBeVisible();
    await expectNoAxeViolations(page, 'generate quote, errors');
    await page.goto(`/quote/ai?clientId=${clientId}&clientName=Bob+Hartley&clientEmail=bob.hartley%40example.com`);
    await page.getByLabel('Job description').fill('Install 6 LED downlights in the kitchen and replace 2 double power points. Site is 25 km from town.');
    await page.getByRole('button', { name: 'Generate Quote' }).click();
    await expect(toast(page, 'Quote Generated')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit AI Quote' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Request a deposit' }).click();
    await expectNoAxeViolations(page, 'edit AI quote, with the toast');
  });

  await test.step('Clients and the Add Client dialog with its errors', async () => {
    await page.goto('/clients');
    await expect(page.getByRole('heading', { name: 'Your Clients' })).toBeVisible();
    await expect(page.getByText('Bob Hartley')).toBeVisible();
    await expectNoAxeViolations(page, 'clients');
    await page.getByRole('button', { name: 'Add New Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Client' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'add client dialog');
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    await expectNoAxeViolations(page, 'add client dialog, errors');
    await expectFocusVisible(page, 'add client dialog', 6);
  });

  await test.step('Settings, with its disabled Save', async () => {
    await page.goto('/settings');
    await expectNoAxeViolations(page, 'settings sections');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: /^Business/ }).click();
    await expect(page.getByLabel('Business name')).toHaveValue('Sparky Dave Electrical');
    await expect(page.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
    await expectNoAxeViolations(page, 'settings');
    expect(await expectDisabledButtonsReadable(page, 'settings')).toContainEqual(expect.objectContaining({ name: 'Save Settings' }));
  });
});

test('an owner with jobs in every state: dashboard, Quote Details, History, Invoice Details, Receipts, the books, deposit, payment success, dialogs and toasts, Not Found', async ({ page, baseURL }) => {
  const headers = { Origin: baseURL! };
  await signUp(page.request, headers);
  await setUpBusiness(page.request, headers);
  const job = await jobs(page, headers);

  await test.step('the dashboard with drafts, sent, approved, deposit requested and paid, and invoiced', async () => {
    await expect(async () => {
      await page.goto('/');
      await expect(page.getByRole('group', { name: 'Money' }).filter({ hasText: 'Deposit paid' })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(5);
    await expectNoAxeViolations(page, 'dashboard');
    await expectFocusVisible(page, 'dashboard', 12);
  });

  await test.step('Quote Details: a draft, its Request Deposit dialog, a requested and a paid deposit', async () => {
    await page.goto(`/quote/${job.draft}/details`);
    await expect(page.getByRole('heading', { name: 'Kitchen downlights' })).toBeVisible();
    await expectNoAxeViolations(page, 'quote details, draft');
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('button', { name: 'Request Deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Request Deposit' })).toBeVisible();
    await expectNoAxeViolations(page, 'request deposit dialog');
    await page.keyboard.press('Escape');

    await page.goto(`/quote/${job.depositRequested}/details`);
    await expect(page.getByRole('group', { name: 'Money' })).toContainText('Deposit requested $250.00');
    await page.getByRole('button', { name: 'More actions' }).click();
    await expectNoAxeViolations(page, 'quote details, deposit requested');
    await expectDisabledButtonsReadable(page, 'quote details, deposit requested');
    await page.getByRole('button', { name: 'Resend by email', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Send Quote Again?' })).toBeVisible();
    await expectNoAxeViolations(page, 'send again dialog');
    await page.keyboard.press('Escape');

    await page.goto(`/quote/${job.depositPaid}/details`);
    await expect(page.getByRole('group', { name: 'Money' })).toContainText('Deposit paid $250.00');
    await expectNoAxeViolations(page, 'quote details, deposit paid');
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByText('Edit Quote')).toBeVisible();
    await expectNoAxeViolations(page, 'edit quote');
  });

  await test.step('Quote History', async () => {
    await page.goto(`/quote/${job.depositPaid}/history`);
    await expect(page.getByText('Deposit of $250.00 paid by card (test payment)')).toBeVisible();
    await expectNoAxeViolations(page, 'quote history');
  });

  await test.step('Invoice Details, part paid, being edited, and its Add Item dialog', async () => {
    await page.goto(`/invoice/${job.invoiceId}`);
    await expect(page.getByRole('group', { name: 'Money' })).toContainText('Balance due');
    await expectNoAxeViolations(page, 'invoice details');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Line 1' }).getByLabel('Unit price ($)')).toBeVisible();
    await expectNoAxeViolations(page, 'invoice details, editing');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('button', { name: 'Add Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Item' });
    await expect(dialog.getByRole('button', { name: 'Create Invoice item' })).toBeDisabled();
    await expectNoAxeViolations(page, 'add item dialog');
    await expectDisabledButtonsReadable(page, 'add item dialog');
  });

  await test.step('Invoices, what is owed at a glance', async () => {
    await page.goto('/invoices');
    await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
    await expect(page.getByText('Balance due').first()).toBeVisible();
    await expectNoAxeViolations(page, 'invoices');
  });

  await test.step('Receipts and the Create Receipt dialog', async () => {
    await page.goto('/receipts');
    await expect(page.getByRole('heading', { name: 'Receipts' })).toBeVisible();
    await expect(page.getByText('$300.00').first()).toBeVisible();
    await expectNoAxeViolations(page, 'receipts');
    await page.getByRole('button', { name: 'New Receipt' }).click();
    await expect(page.getByRole('dialog', { name: 'Create Receipt' })).toBeVisible();
    await expectNoAxeViolations(page, 'create receipt dialog');
  });

  await test.step("the books: GST for the BAS with this quarter's payments, and the accounting export", async () => {
    await page.goto('/settings/bas');
    await expect(page.getByRole('heading', { name: 'GST for the BAS' })).toBeVisible();
    // This quarter, with the payments just taken.
    await page.getByLabel('Quarter').selectOption({ index: 0 });
    await expect(page.getByRole('heading', { name: /Payments received \([1-9]/ })).toBeVisible();
    await expectNoAxeViolations(page, 'BAS');
    await page.goto('/settings/accounting-export');
    await expect(page.getByRole('heading', { name: 'Accounting export' })).toBeVisible();
    await expectNoAxeViolations(page, 'accounting export');
  });

  await test.step('the deposit screen: setup, its errors, the card form, then Payment Successful with its toast', async () => {
    await page.goto(`/quote/${job.depositRequested}/deposit`);
    await expect(page.getByText('Deposit requested: $250.00')).toBeVisible();
    await expectNoAxeViolations(page, 'deposit setup');
    await page.getByLabel('Deposit amount ($)').fill('0.2');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('Minimum amount is $0.50 AUD')).toBeVisible();
    await expectNoAxeViolations(page, 'deposit setup, errors');
    await page.getByLabel('Deposit amount ($)').fill('250');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expectNoAxeViolations(page, 'deposit card form');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Zoe Nguyen');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(toast(page, 'Payment Successful')).toBeVisible();
    await expectNoAxeViolations(page, 'payment success, with the toast');
  });

  await test.step('a paid deposit screen, and a declined card with its error toast', async () => {
    await page.goto(`/quote/${job.depositPaid}/deposit`);
    await expect(page.getByRole('heading', { name: 'Deposit Paid' })).toBeVisible();
    await expectNoAxeViolations(page, 'deposit paid');
    await page.goto(`/quote/${job.draft}/deposit`);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Zoe Nguyen');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(toast(page, 'Payment Failed')).toBeVisible();
    await expectNoAxeViolations(page, 'payment failed toast');
  });

  await test.step('Not Found: a page, a quote, a document', async () => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectNoAxeViolations(page, 'page not found, signed in');
    await page.goto(`/quote/${crypto.randomUUID()}/details`);
    await expect(page.getByRole('heading', { name: 'Quote Not Found' })).toBeVisible();
    await expectNoAxeViolations(page, 'quote not found');
    await page.goto(`/invoice/${crypto.randomUUID()}/deposit`);
    await expect(page.getByRole('heading', { name: 'Document Not Found' })).toBeVisible();
    await expectNoAxeViolations(page, 'document not found');
  });
});
