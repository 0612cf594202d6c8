import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { textsTo } from './mailbox.ts';
import { ownerWithQuote } from './owner-quote.ts';

// Quotes that expire, at 390x844: a quote texted to the client, closed by the owner's "Valid
// until", read expired on the client's page (no Accept; they ask for an update), then
// opened again with a later day, and copied.

const PHONE = '0412 555 017';

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}

/** A calendar day in Sydney (the business's zone), `days` from today, and as the page prints it. */
function sydneyDay(days: number): { iso: string; shown: string } {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const iso = `${part('year')}-${part('month')}-${part('day')}`;
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(part('month')) - 1];
  return { iso, shown: `${Number(part('day'))} ${month} ${part('year')}` };
}

test('a quote sent by text expires: the client cannot accept it and asks for an update; the owner opens it again and copies it', async ({ page, browser, baseURL }) => {
  const id = await ownerWithQuote(page, baseURL!, 'zoe.expiry@example.com', PHONE);
  const yesterday = sydneyDay(-1);

  await test.step('the owner sends it by text', async () => {
    await page.goto(`/quote/${id}/details`);
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('button', { name: 'Send by text', exact: true }).click();
    await expect(page.getByText('Quote sent successfully via text message').first()).toBeVisible();
    await expect.poll(async () => (await textsTo(PHONE)).join('\n')).toContain(`Sparky Dave Electrical: quote Q-0001 for $1,100.00: ${baseURL}/quote/${id}`);
    await expect(page.getByText(`Valid until ${sydneyDay(30).shown}`).first()).toBeVisible();
  });

  // The client opens the link while the quote still holds, and leaves the page open.
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const clientPage = await client.newPage();
  await clientPage.goto(`/quote/${id}`);
  await expect(clientPage.getByRole('button', { name: 'Accept Quote' })).toBeVisible();

  await test.step('a day already past closes it at once', async () => {
    await page.getByLabel('Valid until').fill(yesterday.iso);
    await page.getByRole('button', { name: 'Save date' }).click();
    await expect(page.getByText(`This quote expired on ${yesterday.shown}.`)).toBeVisible();
    await expect(page.getByText('Quote expired - change Valid until or send it again')).toBeVisible();
    await screenshot(page, 'quote-expired-owner');
  });

  await test.step("the client's page offers no Accept, and asks the business for an updated quote", async () => {
    // Accept on the page opened before: refused (409), and the page shows the quote as it stands.
    await clientPage.getByRole('button', { name: 'Accept Quote' }).click();
    await clientPage.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(clientPage.getByText(`This quote expired on ${yesterday.shown} — ask Sparky Dave Electrical for an updated quote`)).toBeVisible();
    await clientPage.goto(`/quote/${id}`);
    await expect(clientPage.getByText(`This quote expired on ${yesterday.shown} — ask Sparky Dave Electrical for an updated quote`)).toBeVisible();
    await expect(clientPage.getByRole('button', { name: 'Accept Quote' })).toHaveCount(0);
    await expect(clientPage.getByRole('button', { name: 'Decline Quote' })).toHaveCount(0);
    await expectNoAxeViolations(clientPage, 'expired quote page');
    await clientPage.getByRole('button', { name: 'Ask for an updated quote' }).click();
    await expect(clientPage.getByText('Sparky Dave Electrical has been asked for an updated quote.')).toBeVisible();
    await screenshot(clientPage, 'quote-expired-client');
    await client.close();
  });

  await test.step('the dashboard lists it under Expired', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Expired', exact: true }).click();
    await expect(page.getByText('Switchboard upgrade').first()).toBeVisible();
  });

  await test.step('a later day opens it again; Copy quote opens a new draft', async () => {
    await page.goto(`/quote/${id}/details`);
    await page.getByLabel('Valid until').fill(sydneyDay(14).iso);
    await page.getByRole('button', { name: 'Save date' }).click();
    await expect(page.getByText(`Valid until ${sydneyDay(14).shown}`).first()).toBeVisible();
    await expect(page.getByText('Quote sent - awaiting client response')).toBeVisible();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('button', { name: 'Copy quote' }).click();
    await expect(page.getByRole('heading', { name: 'Copy of Switchboard upgrade' })).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(id));
    await expect(page.getByText('Q-0002', { exact: true })).toBeVisible();
    await screenshot(page, 'quote-copied-owner');
  });
});
