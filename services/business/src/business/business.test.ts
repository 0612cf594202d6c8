import { BooksMessages, BusinessMessages } from '@cobber/contracts';
import { apiClient, testOwner } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBusinessService, type RunningBusinessService } from '../testing/service.ts';

describe('business profile API', () => {
  let running: RunningBusinessService;
  const sam = testOwner('Sam');
  const alex = testOwner('Alex');
  let asSam: ReturnType<typeof apiClient>;
  let asAlex: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    running = await startBusinessService();
    asSam = apiClient(running.url, sam);
    asAlex = apiClient(running.url, alex);
  });
  afterAll(() => running.stop());

  it('answers 404 before the owner has a business', async () => {
    const { status, body } = await asSam('GET', '/api/business');
    expect(status).toBe(404);
    expect(body.error.code).toBe('not_found');
  });

  it('creates the business with defaults from the onboarding form, once', async () => {
    const created = await asSam('POST', '/api/business', {
      name: 'Sparks Electrical',
      abn: '53 004 085 616',
      phone: '0412 345 678',
      email: 'hello@sparks.au',
      paymentTerms: 'Payment due within 7 days of job completion.',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Sparks Electrical', abn: '53 004 085 616', defaultHourlyRate: 90, applyGST: false, logoUrl: null, timeZone: 'Australia/Sydney' });
    const again = await asSam('POST', '/api/business', { name: 'Second' });
    expect(again.status).toBe(409);
    const read = await asSam('GET', '/api/business');
    expect(read.body).toEqual(created.body);
  });

  it('updates only the fields sent, and writes business.updated to the outbox', async () => {
    const { body: business } = await asSam('GET', '/api/business');
    const { status, body } = await asSam('PATCH', `/api/business/${business.id}`, {
      applyGST: true,
      defaultHourlyRate: 95.555,
      bsb: '123-456',
      accountNumber: '12345678',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Sparks Electrical', applyGST: true, defaultHourlyRate: 95.56, bsb: '123-456' });
    await running.service.relay.idle();
    running.service.relay.wake();
    await expect
      .poll(() => running.events.filter((e) => e.type === 'business.updated' && e.key === business.id).length)
      .toBe(2);
    const last = running.events.filter((e) => e.type === 'business.updated').at(-1)!;
    expect(last.ownerId).toBe(sam.id);
    expect(last.data).toMatchObject({ applyGST: true, defaultHourlyRate: 95.56 });
  });

  describe('time zone', () => {
    it('takes its address’s state when none is chosen', async () => {
      const perth = apiClient(running.url, testOwner('Perth'));
      const created = await perth('POST', '/api/business', { name: 'Swan River Plumbing', address: '12 Hay St, Perth WA 6000' });
      expect(created.status).toBe(201);
      expect(created.body.timeZone).toBe('Australia/Perth');
      expect((await perth('GET', '/api/business')).body.timeZone).toBe('Australia/Perth');
      const byPostcode = apiClient(running.url, testOwner('Darwin'));
      expect((await byPostcode('POST', '/api/business', { name: 'Top End Sparks', address: '21 Mitchell St, Darwin 0800' })).body.timeZone).toBe('Australia/Darwin');
    });

    it('keeps the one chosen over the address, and changes it on PATCH', async () => {
      const owner = apiClient(running.url, testOwner('Hobart'));
      const created = await owner('POST', '/api/business', { name: 'Apple Isle Electrical', address: '12 Hay St, Perth WA 6000', timeZone: 'Australia/Hobart' });
      expect(created.body.timeZone).toBe('Australia/Hobart');
      const patched = await owner('PATCH', `/api/business/${created.body.id}`, { timeZone: 'Australia/Adelaide' });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ name: 'Apple Isle Electrical', timeZone: 'Australia/Adelaide' });
      const untouched = await owner('PATCH', `/api/business/${created.body.id}`, { name: 'Apple Isle Sparks' });
      expect(untouched.body.timeZone).toBe('Australia/Adelaide');
      await running.service.relay.idle();
      running.service.relay.wake();
      await expect
        .poll(() => running.events.filter((e) => e.key === created.body.id).map((e) => (e.data as { timeZone: string }).timeZone))
        .toEqual(['Australia/Hobart', 'Australia/Adelaide', 'Australia/Adelaide']);
    });

    it('answers 400 naming timeZone for one that is not an Australian zone, and changes nothing', async () => {
      const owner = apiClient(running.url, testOwner('Nowhere'));
      for (const timeZone of ['Europe/London', 'Australia/Lord_Howe', 'perth', 10]) {
        const refused = await owner('POST', '/api/business', { name: 'Far Away Electrical', timeZone });
        expect(refused.status).toBe(400);
        expect(refused.body.error.fields).toEqual({ timeZone: 'Choose an Australian time zone' });
      }
      expect((await owner('GET', '/api/business')).status).toBe(404);
      const { body: business } = await asSam('GET', '/api/business');
      const patched = await asSam('PATCH', `/api/business/${business.id}`, { timeZone: 'Pacific/Auckland' });
      expect(patched.status).toBe(400);
      expect(patched.body.error.fields).toEqual({ timeZone: 'Choose an Australian time zone' });
      expect((await asSam('GET', '/api/business')).body.timeZone).toBe(business.timeZone);
    });
  });

  describe('the books settings', () => {
    it('start on Xero account 200, MYOB account 4-1000 and the cash basis, change on PATCH and travel in business.updated', async () => {
      const owner = apiClient(running.url, testOwner('Books'));
      const created = await owner('POST', '/api/business', { name: 'Ledger Lane Electrical' });
      expect(created.body).toMatchObject({ xeroAccountCode: '200', myobAccountNumber: '4-1000', basBasis: 'cash' });
      const patched = await owner('PATCH', `/api/business/${created.body.id}`, { xeroAccountCode: ' 4000 ', myobAccountNumber: '41100', basBasis: 'accrual' });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ xeroAccountCode: '4000', myobAccountNumber: '41100', basBasis: 'accrual' });
      expect((await owner('GET', '/api/business')).body).toMatchObject({ xeroAccountCode: '4000', myobAccountNumber: '41100', basBasis: 'accrual' });
      await running.service.relay.idle();
      running.service.relay.wake();
      await expect
        .poll(() => running.events.filter((e) => e.key === created.body.id).map((e) => (e.data as { basBasis: string }).basBasis))
        .toEqual(['cash', 'accrual']);
    });

    it('answer 400 naming the field for a code, number or basis the books would not take', async () => {
      const owner = apiClient(running.url, testOwner('Bad books'));
      const { body: business } = await owner('POST', '/api/business', { name: 'Crooked Ledger Electrical' });
      const cases: [Record<string, unknown>, string, string][] = [
        [{ xeroAccountCode: '' }, 'xeroAccountCode', BooksMessages.xeroAccountCode],
        [{ xeroAccountCode: '=1+2' }, 'xeroAccountCode', BooksMessages.xeroAccountCode],
        [{ myobAccountNumber: '4-100' }, 'myobAccountNumber', BooksMessages.myobAccountNumber],
        [{ basBasis: 'monthly' }, 'basBasis', 'Choose cash or accrual'],
      ];
      for (const [body, field, message] of cases) {
        const refused = await owner('PATCH', `/api/business/${business.id}`, body);
        expect(refused.status, field).toBe(400);
        expect(refused.body.error.fields).toEqual({ [field]: message });
      }
      expect((await owner('GET', '/api/business')).body).toMatchObject({ xeroAccountCode: '200', myobAccountNumber: '4-1000', basBasis: 'cash' });
    });
  });

  it('keeps one owner out of another owner’s business', async () => {
    const { body: business } = await asSam('GET', '/api/business');
    expect((await asAlex('GET', '/api/business')).status).toBe(404);
    const patched = await asAlex('PATCH', `/api/business/${business.id}`, { name: 'Hijacked' });
    expect(patched.status).toBe(404);
    expect((await asSam('GET', '/api/business')).body.name).toBe('Sparks Electrical');
  });

  it('refuses requests without a valid signed identity', async () => {
    expect((await apiClient(running.url, null)('GET', '/api/business')).status).toBe(401);
    expect((await apiClient(running.url, sam, 'x'.repeat(40))('GET', '/api/business')).status).toBe(401);
    const forged = await fetch(`${running.url}/api/business`, { headers: { 'x-cobber-identity': 'eyJpZCI6IngifQ.c2ln' } });
    expect(forged.status).toBe(401);
  });

  describe('bad input answers 400 naming the field, and changes nothing', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['missing name', { abn: '53004085616' }, 'name', BusinessMessages.nameRequired],
      ['empty name', { name: '  ' }, 'name', BusinessMessages.nameRequired],
      ['wrong type', { name: 'A', applyGST: 'yes' }, 'applyGST', 'Invalid input: expected boolean, received string'],
      ['rate out of range', { name: 'A', defaultHourlyRate: 12 }, 'defaultHourlyRate', BusinessMessages.hourlyRate],
      ['rate not a number', { name: 'A', defaultHourlyRate: 'abc' }, 'defaultHourlyRate', BusinessMessages.hourlyRate],
      ['bad email', { name: 'A', email: 'not-an-email' }, 'email', BusinessMessages.onboardingEmail],
      ['bad ABN checksum', { name: 'A', abn: '53 004 085 617' }, 'abn', BusinessMessages.abn],
      ['bad BSB', { name: 'A', bsb: '123456' }, 'bsb', BusinessMessages.bsb],
      ['long account number', { name: 'A', accountNumber: '12345678901' }, 'accountNumber', BusinessMessages.accountNumber],
      ['short phone', { name: 'A', phone: '12345' }, 'phone', BusinessMessages.phone],
      ['oversized field', { name: 'A'.repeat(5000) }, 'name', 'Must be at most 200 characters'],
      ['unknown field', { name: 'A', ownerId: 'someone-else' }, 'ownerId', 'Unknown field: ownerId'],
      ['foreign logo URL', { name: 'A', logoUrl: 'https://evil.example/x.png' }, 'logoUrl', 'Logo must be uploaded first'],
    ];
    it.each(cases)('%s', async (_label, body, field, message) => {
      const { status, body: answer } = await asAlex('POST', '/api/business', body);
      expect(status).toBe(400);
      expect(answer.error.fields[field]).toBe(message);
      expect((await asAlex('GET', '/api/business')).status).toBe(404);
    });

    it('uses the settings message for a bad email on PATCH', async () => {
      const { body: business } = await asSam('GET', '/api/business');
      const { status, body } = await asSam('PATCH', `/api/business/${business.id}`, { email: 'nope' });
      expect(status).toBe(400);
      expect(body.error.fields.email).toBe(BusinessMessages.settingsEmail);
    });

    it('answers invalid JSON, a non-JSON body and an oversized body without a 5xx', async () => {
      const raw = (body: string, type: string) =>
        fetch(`${running.url}/api/business`, { method: 'POST', body, headers: { 'content-type': type, 'x-cobber-identity': '' } });
      expect((await asAlex('POST', '/api/business', '{"name":', { 'content-type': 'application/json' })).status).toBe(400);
      expect((await asAlex('POST', '/api/business', 'name=A', { 'content-type': 'text/plain' })).status).toBe(415);
      const huge = await asAlex('POST', '/api/business', JSON.stringify({ name: 'A', address: 'x'.repeat(200_000) }), { 'content-type': 'application/json' });
      expect(huge.status).toBe(413);
      expect((await raw('[]', 'application/json')).status).toBe(401);
    });

    it('answers 404 for a malformed id and 405 for a wrong method', async () => {
      expect((await asSam('PATCH', '/api/business/not-a-uuid', { name: 'X' })).status).toBe(404);
      expect((await asSam('DELETE', '/api/business')).status).toBe(405);
    });
  });
});
