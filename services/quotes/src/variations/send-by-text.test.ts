import { createSmsSender } from '@cobber/documents';
import { startFakeTwilio, type FakeTwilio } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuotesWorld, type QuotesWorld, type TestOwner } from '../testing/services.ts';
import { acceptedJob, SECOND_BASIN, TILE_CREDIT } from './testing/job.ts';

describe('a variation sent by text', () => {
  let world: QuotesWorld;
  let twilio: FakeTwilio;
  let sam: TestOwner;
  const textsTo = (number: string) => twilio.requests.filter((request) => request.form.get('To') === number);

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    const sms = createSmsSender({ twilio: { accountSid: 'AC123', authToken: 'secret', from: '+61400000001', baseUrl: twilio.url }, mailboxDir: null });
    world = await startQuotesWorld({ sms });
    sam = await world.owner({ name: 'Sparks Electrical' });
  });
  afterAll(async () => {
    await world.stop();
    await twilio.stop();
  });

  it('says what to add when the client has no phone number, and stays a draft', async () => {
    const job = await acceptedJob(sam);
    const made = (await sam.quotes('POST', `/api/quotes/${job.id}/variations`, SECOND_BASIN)).body;
    const refused = await sam.quotes('POST', `/api/variations/${made.id}/send`, { method: 'sms' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ clientPhone: 'Add the client’s phone number before texting this variation' });
    expect((await sam.quotes('GET', `/api/variations/${made.id}`)).body.status).toBe('draft');
  });

  it('texts the job, the amount and the link to sign it, once however often the send is tapped', async () => {
    expect((await sam.business('PATCH', `/api/clients/${sam.client.clientId}`, { phone: '0412 345 678' })).status).toBe(200);
    const job = await acceptedJob(sam);
    const basin = (await sam.quotes('POST', `/api/quotes/${job.id}/variations`, SECOND_BASIN)).body;
    const before = textsTo('+61412345678').length;
    const taps = await Promise.all([1, 2].map(() => sam.quotes('POST', `/api/variations/${basin.id}/send`, { method: 'sms' })));
    expect(taps.map((tap) => tap.body.status)).toEqual(['sent', 'sent']);
    expect(textsTo('+61412345678')).toHaveLength(before + 1);
    expect(textsTo('+61412345678').at(-1)!.form.get('Body')).toBe(
      `Sparks Electrical: variation V1 to Bathroom renovation (Second basin), $462.00. Please review and sign: http://cobber.test/variation/${basin.id}`,
    );
    const credit = (await sam.quotes('POST', `/api/quotes/${job.id}/variations`, TILE_CREDIT)).body;
    await sam.quotes('POST', `/api/variations/${credit.id}/send`, { method: 'sms' });
    expect(textsTo('+61412345678').at(-1)!.form.get('Body')).toContain('(Client supplies tiles), a credit of $93.50.');
    const history = (await sam.quotes('GET', `/api/quotes/${job.id}/history`)).body.map((entry: { description: string }) => entry.description);
    expect(history).toContain('Variation V1 Second basin ($462.00) sent to 0412 345 678');
  });
});
