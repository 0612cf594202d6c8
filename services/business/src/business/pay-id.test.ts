import { PAY_ID_MESSAGE } from '@cobber/contracts';
import { apiClient, testOwner } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBusinessService, type RunningBusinessService } from '../testing/service.ts';

describe('the business’s PayID', () => {
  let running: RunningBusinessService;
  let asSam: ReturnType<typeof apiClient>;
  let asAlex: ReturnType<typeof apiClient>;
  let samBusinessId: string;
  const sam = testOwner('Sam');

  beforeAll(async () => {
    running = await startBusinessService();
    asSam = apiClient(running.url, sam);
    asAlex = apiClient(running.url, testOwner('Alex'));
    samBusinessId = (await asSam('POST', '/api/business', { name: 'Sparks Electrical' })).body.id;
    await asAlex('POST', '/api/business', { name: 'Alex Plumbing', payId: 'pay@alexplumbing.com.au' });
  });
  afterAll(() => running.stop());

  it('keeps an email, a mobile or the ABN as typed, tells the other services, and leaves another owner’s alone', async () => {
    expect((await asSam('GET', '/api/business')).body.payId).toBeNull();
    for (const payId of ['0412 345 678', '+61 412 345 678', '53 004 085 616', 'accounts@sparks.com.au']) {
      const saved = await asSam('PATCH', `/api/business/${samBusinessId}`, { payId });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.payId).toBe(payId);
    }
    expect((await asSam('GET', '/api/business')).body.payId).toBe('accounts@sparks.com.au');
    expect((await asAlex('GET', '/api/business')).body.payId).toBe('pay@alexplumbing.com.au');
    await expect.poll(() => running.events.filter((e) => e.type === 'business.updated' && e.ownerId === sam.id).at(-1)?.data).toMatchObject({ payId: 'accounts@sparks.com.au' });
    expect((await asSam('PATCH', `/api/business/${samBusinessId}`, { payId: '' })).body.payId).toBeNull();
  });

  it.each(['02 9876 5432', '53 004 085 617', 'accounts@sparks', 'BSB 062-000'])('refuses %s with a 400 naming the field', async (payId) => {
    const refused = await asSam('PATCH', `/api/business/${samBusinessId}`, { payId });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ payId: PAY_ID_MESSAGE });
  });
});
