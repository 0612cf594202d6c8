import { DEFAULT_REMINDERS, ReminderMessages } from '@cobber/contracts';
import { apiClient, testOwner } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBusinessService, type RunningBusinessService } from '../testing/service.ts';

describe('the business’s reminder settings', () => {
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

  it('starts on the defaults: follow-ups after 3 and 7 days, due date, 7 and 14 days overdue, none before the due date', async () => {
    const { body } = await asSam('GET', '/api/business');
    expect(body.reminders).toEqual(DEFAULT_REMINDERS);
    expect(DEFAULT_REMINDERS.invoiceBeforeDue.on).toBe(false);
  });

  it('keeps what the owner chose, tells the other services, and leaves another owner’s alone', async () => {
    const chosen = { ...DEFAULT_REMINDERS, quoteFollowUp: { on: false, days: 2 }, invoiceBeforeDue: { on: true, days: 5 }, invoiceOverdueAgain: { on: true, days: 21 } };
    const saved = await asSam('PATCH', `/api/business/${samBusinessId}`, { reminders: chosen });
    expect(saved.status).toBe(200);
    expect(saved.body.reminders).toEqual(chosen);
    expect((await asSam('GET', '/api/business')).body.reminders).toEqual(chosen);
    expect((await asAlex('GET', '/api/business')).body.reminders).toEqual(DEFAULT_REMINDERS);
    await expect.poll(() => running.events.filter((e) => e.type === 'business.updated' && (e.data as { reminders?: unknown }).reminders !== undefined).at(-1)?.data).toMatchObject({ reminders: chosen });
  });

  it.each([
    ['reminders.invoiceOverdue.days', { invoiceOverdue: { on: true, days: 0 } }, ReminderMessages.days],
    ['reminders.quoteFollowUp.days', { quoteFollowUp: { on: true, days: 2.5 } }, ReminderMessages.days],
    ['reminders.invoiceBeforeDue.days', { invoiceBeforeDue: { on: true, days: 61 } }, ReminderMessages.days],
    ['reminders.quoteFollowUpAgain.days', { quoteFollowUpAgain: { on: true, days: 3 } }, ReminderMessages.followUpAgain],
    ['reminders.invoiceOverdueAgain.days', { invoiceOverdueAgain: { on: true, days: 7 } }, ReminderMessages.overdueAgain],
    ['reminders.invoiceDue.on', { invoiceDue: { on: 'yes' } }, 'Choose on or off'],
  ])('refuses %s with a 400 naming it, and changes nothing', async (field, change, message) => {
    const before = (await asSam('GET', '/api/business')).body.reminders;
    const refused = await asSam('PATCH', `/api/business/${samBusinessId}`, { reminders: { ...DEFAULT_REMINDERS, ...change } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ [field]: message });
    expect((await asSam('GET', '/api/business')).body.reminders).toEqual(before);
  });

  it('refuses reminders missing one, naming it', async () => {
    const { invoiceDue: _left, ...rest } = DEFAULT_REMINDERS;
    const refused = await asSam('PATCH', `/api/business/${samBusinessId}`, { reminders: rest });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['reminders.invoiceDue']);
  });
});
