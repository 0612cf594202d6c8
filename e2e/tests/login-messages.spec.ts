import { expect, test } from '@playwright/test';

// What the login and account pages say after a form post comes as a code in the address;
// only Cobber's own texts are shown, never words a link carries.
const SUSPENDED = 'Your account is suspended, call 0400 000 000';

test('the login page shows the text of a code Cobber sends, and nothing for any other', async ({ page }) => {
  await page.goto('/?error=bad_password');
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect');

  await page.goto('/?notice=check_email_to_finish_sign_up');
  await expect(page.getByRole('status').filter({ hasText: 'Check your email to finish signing up' })).toBeVisible();

  for (const name of ['error', 'notice']) {
    await page.goto(`/?${name}=${encodeURIComponent(SUSPENDED)}`);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByText(SUSPENDED)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
});

test('the account pages show only known messages', async ({ page }) => {
  await page.goto('/forgot-password?notice=reset_sent');
  await expect(page.getByText("If an account exists for that email, we've sent a link to reset the password.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toHaveCount(0);

  await page.goto(`/forgot-password?notice=${encodeURIComponent(SUSPENDED)}`);
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  await expect(page.getByText(SUSPENDED)).toHaveCount(0);

  await page.goto('/reset-password?token=not-a-real-token-but-long&error=password_too_short');
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters');
  await page.goto(`/reset-password?token=not-a-real-token-but-long&error=${encodeURIComponent(SUSPENDED)}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(SUSPENDED)).toHaveCount(0);
});

test('a wrong password sent as a plain form comes back as its code and shows its text', async ({ page }) => {
  await page.goto('/');
  // The form as the browser posts it without the page's script (the gateway answers 303).
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form[action="/api/login"]')!;
    (form.querySelector('[name="email"]') as HTMLInputElement).value = 'nobody@example.com';
    (form.querySelector('[name="password"]') as HTMLInputElement).value = 'wrong-password';
    HTMLFormElement.prototype.submit.call(form);
  });
  await expect(page).toHaveURL(/\/\?error=bad_password$/);
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect');
});
