import { BusinessMessages, DEFAULT_NOTIFICATIONS, DEFAULT_QUOTE_VALID_DAYS, QuoteValidityMessages } from '@cobber/contracts';
import { apiClient, testOwner } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBusinessService, type RunningBusinessService } from '../testing/service.ts';

describe('the business’s settings for its quotes’ validity, terms and signature, and what the owner hears', () => {
  let running: RunningBusinessService;
  let asSam: ReturnType<typeof apiClient>;
  let asAlex: ReturnType<typeof apiClient>;
  let samBusinessId: string;

  beforeAll(async () => {
    running = await startBusinessService();
    asSam = apiClient(running.url, testOwner('Sam'));
    asAlex = apiClient(running.url, testOwner('Alex'));
    samBusinessId = (await asSam('POST', '/api/business', { name: 'Sparks Electrical' })).body.id;
    await asAlex('POST', '/api/business', { name: 'Alex Plumbing' });
  });
  afterAll(() => running.stop());

  it('starts with quotes valid for 30 days, no terms, no signature, every notification on, to the sign-in address', async () => {
    const { body } = await asSam('GET', '/api/business');
    expect(body).toMatchObject({ quoteValidDays: DEFAULT_QUOTE_VALID_DAYS, quoteTerms: null, requireSignature: false, notifyEmail: null, notifications: DEFAULT_NOTIFICATIONS });
    expect(DEFAULT_QUOTE_VALID_DAYS).toBe(30);
  });

  it('keeps what the owner chose, tells the other services, and leaves another owner’s alone', async () => {
    const chosen = {
      quoteValidDays: 14,
      quoteTerms: 'Prices include GST.\nA 20% deposit secures your booking.',
      requireSignature: true,
      notifyEmail: 'office@sparks.example.com',
      notifications: { ...DEFAULT_NOTIFICATIONS, quoteViewed: false },
    };
    const saved = await asSam('PATCH', `/api/business/${samBusinessId}`, chosen);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(chosen);
    expect((await asSam('GET', '/api/business')).body).toMatchObject(chosen);
    expect((await asAlex('GET', '/api/business')).body).toMatchObject({ quoteValidDays: 30, quoteTerms: null, requireSignature: false, notifications: DEFAULT_NOTIFICATIONS });
    await expect.poll(() => running.events.filter((e) => e.type === 'business.updated').at(-1)?.data).toMatchObject(chosen);
  });

  it('clears the terms and the address when emptied', async () => {
    const saved = await asSam('PATCH', `/api/business/${samBusinessId}`, { quoteTerms: '  ', notifyEmail: '' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ quoteTerms: null, notifyEmail: null });
  });

  it.each([
    ['quoteValidDays', { quoteValidDays: 0 }, QuoteValidityMessages.quoteValidDays],
    ['quoteValidDays', { quoteValidDays: 366 }, QuoteValidityMessages.quoteValidDays],
    ['quoteValidDays', { quoteValidDays: 7.5 }, QuoteValidityMessages.quoteValidDays],
    ['quoteTerms', { quoteTerms: 'x'.repeat(5001) }, 'Must be at most 5000 characters'],
    ['requireSignature', { requireSignature: 'yes' }, 'Choose on or off'],
    ['notifyEmail', { notifyEmail: 'not an address' }, BusinessMessages.settingsEmail],
    ['notifications.quoteAccepted', { notifications: { ...DEFAULT_NOTIFICATIONS, quoteAccepted: 1 } }, 'Choose on or off'],
  ])('refuses %s with a 400 naming it, and changes nothing', async (field, change, message) => {
    const before = (await asSam('GET', '/api/business')).body;
    const refused = await asSam('PATCH', `/api/business/${samBusinessId}`, change);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ [field]: message });
    expect((await asSam('GET', '/api/business')).body).toEqual(before);
  });
});
