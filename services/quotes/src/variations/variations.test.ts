import { apiClient } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, type Api, type QuotesWorld, type TestOwner } from '../testing/services.ts';
import { SIGNATURE } from '../testing/signature.ts';
import { acceptedJob, SECOND_BASIN, TILE_CREDIT } from './testing/job.ts';

describe('variations of an accepted job, as the owner makes them', () => {
  let world: QuotesWorld;
  let sam: TestOwner;
  let alex: TestOwner;
  let client: Api;
  beforeAll(async () => {
    world = await startQuotesWorld();
    sam = await world.owner();
    alex = await world.owner({ name: 'Alex Plumbing' });
    client = apiClient(world.quotesUrl, null);
  });
  afterAll(() => world.stop());

  it('prices more work and a credit as drafts V1 and V2 with GST, and lists them in order', async () => {
    const job = await acceptedJob(sam);
    const basin = await sam.quotes('POST', `/api/quotes/${job.id}/variations`, SECOND_BASIN);
    expect(basin.status).toBe(201);
    expect(basin.body).toMatchObject({ number: 'V1', status: 'draft', subtotal: '420.00', taxAmount: '42.00', total: '462.00', title: 'Second basin', description: null });
    const credit = await sam.quotes('POST', `/api/quotes/${job.id}/variations`, TILE_CREDIT);
    expect(credit.status).toBe(201);
    expect(credit.body).toMatchObject({ number: 'V2', subtotal: '-85.00', taxAmount: '-8.50', total: '-93.50' });
    expect(credit.body.items).toEqual([expect.objectContaining({ description: 'Floor tiles', quantity: '1.00', unitPrice: '-85.00', totalPrice: '-85.00', type: 'materials' })]);
    const listed = await sam.quotes('GET', `/api/quotes/${job.id}/variations`);
    expect(listed.body.map((v: { number: string }) => v.number)).toEqual(['V1', 'V2']);
    const history = (await sam.quotes('GET', `/api/quotes/${job.id}/history`)).body;
    expect(history.filter((entry: { changeType: string }) => entry.changeType === 'variation').map((entry: { description: string }) => entry.description)).toEqual(
      expect.arrayContaining(['Variation V1 Second basin ($462.00) added', 'Variation V2 Client supplies tiles (-$93.50) added']),
    );
  });

  it('numbers two variations made at the same moment V1 and V2, never the same', async () => {
    const job = await acceptedJob(sam);
    const both = await Promise.all([sam.quotes('POST', `/api/quotes/${job.id}/variations`, SECOND_BASIN), sam.quotes('POST', `/api/quotes/${job.id}/variations`, TILE_CREDIT)]);
    expect(both.map((made) => made.status)).toEqual([201, 201]);
    expect(both.map((made) => made.body.number).sort()).toEqual(['V1', 'V2']);
  });

  it('refuses a variation on a quote the client has not accepted (409)', async () => {
    const draft = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Not yet', items: SAMPLE_ITEMS });
    const refused = await sam.quotes('POST', `/api/quotes/${draft.body.id}/variations`, SECOND_BASIN);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Variations can be added once the client has accepted the quote');
  });

  it('names each bad field: no title, no lines, a price that is not an amount', async () => {
    const job = await acceptedJob(sam);
    const noTitle = await sam.quotes('POST', `/api/quotes/${job.id}/variations`, { ...SECOND_BASIN, title: ' ' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error.fields).toMatchObject({ title: 'Title is required' });
    const noLines = await sam.quotes('POST', `/api/quotes/${job.id}/variations`, { title: 'Nothing', items: [] });
    expect(noLines.body.error.fields).toMatchObject({ items: 'Add at least one line' });
    const badPrice = await sam.quotes('POST', `/api/quotes/${job.id}/variations`, { title: 'Odd', items: [{ description: 'Thing', quantity: 1, unitPrice: 'lots', type: 'labor' }] });
    expect(badPrice.status).toBe(400);
    expect(badPrice.body.error.fields).toMatchObject({ 'items.0.unitPrice': 'Rate/Price must be an amount (a credit is negative)' });
    expect((await sam.quotes('GET', `/api/quotes/${job.id}/variations`)).body).toEqual([]);
  });

  it('changes and removes a draft, but not once it is sent (409)', async () => {
    const job = await acceptedJob(sam);
    const made = (await sam.quotes('POST', `/api/quotes/${job.id}/variations`, SECOND_BASIN)).body;
    const changed = await sam.quotes('PATCH', `/api/variations/${made.id}`, { title: 'Second basin and tap', items: [{ description: 'Basin and tap', quantity: 2, unitPrice: '250.50', type: 'labor' }] });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Second basin and tap', subtotal: '501.00', total: '551.10' });
    expect((await sam.quotes('POST', `/api/variations/${made.id}/send`)).status).toBe(200);
    expect((await sam.quotes('PATCH', `/api/variations/${made.id}`, { title: 'Sneaky' })).status).toBe(409);
    expect((await sam.quotes('DELETE', `/api/variations/${made.id}`)).status).toBe(409);
    const draft = (await sam.quotes('POST', `/api/quotes/${job.id}/variations`, TILE_CREDIT)).body;
    expect((await sam.quotes('DELETE', `/api/variations/${draft.id}`)).status).toBe(204);
    expect((await sam.quotes('GET', `/api/variations/${draft.id}`)).status).toBe(404);
  });

  it("answers 404 to a second owner for every one of the owner's variations and jobs", async () => {
    const job = await acceptedJob(sam);
    const made = (await sam.quotes('POST', `/api/quotes/${job.id}/variations`, SECOND_BASIN)).body;
    expect((await alex.quotes('GET', `/api/quotes/${job.id}/variations`)).status).toBe(404);
    expect((await alex.quotes('POST', `/api/quotes/${job.id}/variations`, SECOND_BASIN)).status).toBe(404);
    expect((await alex.quotes('GET', `/api/variations/${made.id}`)).status).toBe(404);
    expect((await alex.quotes('PATCH', `/api/variations/${made.id}`, { title: 'Mine now' })).status).toBe(404);
    expect((await alex.quotes('DELETE', `/api/variations/${made.id}`)).status).toBe(404);
    expect((await alex.quotes('POST', `/api/variations/${made.id}/send`)).status).toBe(404);
    expect((await sam.quotes('GET', `/api/variations/${made.id}`)).body).toMatchObject({ title: 'Second basin', status: 'draft' });
  });

  it('emails the client a link to sign it; the client approves with a signature and the job history says so', async () => {
    const job = await acceptedJob(sam);
    const made = (await sam.quotes('POST', `/api/quotes/${job.id}/variations`, SECOND_BASIN)).body;
    expect((await client('GET', `/api/variations/${made.id}/public`)).status).toBe(404);
    const sent = await sam.quotes('POST', `/api/variations/${made.id}/send`);
    expect(sent.body).toMatchObject({ status: 'sent' });
    const mail = world.smtp.received.at(-1)!;
    expect(mail.to).toEqual(['zoe@example.com']);
    expect(mail.mail.subject).toBe('Variation V1 from Sparks Electrical: Bathroom renovation');
    expect(mail.mail.text).toContain(`http://cobber.test/variation/${made.id}`);

    const page = await client('GET', `/api/variations/${made.id}/public`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ variation: { number: 'V1', status: 'sent', total: '462.00' }, job: { title: 'Bathroom renovation', acceptedTotal: '1100.00' }, business: { name: 'Sparks Electrical' } });

    const unsigned = await client('PATCH', `/api/variations/${made.id}/public/approve`, {});
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.error.fields).toEqual({ signature: 'Please type your full name and sign in the box' });
    const unnamed = await client('PATCH', `/api/variations/${made.id}/public/approve`, { signature: { ...SIGNATURE, name: ' ' } });
    expect(unnamed.body.error.fields).toEqual({ 'signature.name': 'Please type your full name' });
    const svg = await client('PATCH', `/api/variations/${made.id}/public/approve`, { signature: { ...SIGNATURE, image: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}` } });
    expect(svg.body.error.fields).toEqual({ 'signature.image': 'The signature must be a PNG image of at most 200 KB and 2000 × 1000 pixels' });
    const approved = await client('PATCH', `/api/variations/${made.id}/public/approve`, { signature: SIGNATURE });
    expect(approved.body).toEqual({ status: 'approved' });
    // A second tap answers the same; declining after approving is refused.
    expect((await client('PATCH', `/api/variations/${made.id}/public/approve`, { signature: SIGNATURE })).body).toEqual({ status: 'approved' });
    expect((await client('PATCH', `/api/variations/${made.id}/public/reject`, {})).status).toBe(409);

    expect((await sam.quotes('GET', `/api/variations/${made.id}`)).body).toMatchObject({ status: 'approved', signedBy: 'Zoe Nguyen', approvedAt: expect.any(String) });
    const history = (await sam.quotes('GET', `/api/quotes/${job.id}/history`)).body.map((entry: { description: string }) => entry.description);
    expect(history).toEqual(expect.arrayContaining(['Variation V1 Second basin ($462.00) sent to zoe@example.com', 'Zoe Nguyen approved Variation V1 Second basin ($462.00)']));
  });

  it('lets the client decline, and a declined variation cannot be sent again', async () => {
    const job = await acceptedJob(sam);
    const made = (await sam.quotes('POST', `/api/quotes/${job.id}/variations`, TILE_CREDIT)).body;
    await sam.quotes('POST', `/api/variations/${made.id}/send`);
    expect((await client('PATCH', `/api/variations/${made.id}/public/reject`, {})).body).toEqual({ status: 'rejected' });
    expect((await client('PATCH', `/api/variations/${made.id}/public/approve`, { signature: SIGNATURE })).status).toBe(409);
    expect((await sam.quotes('POST', `/api/variations/${made.id}/send`, { method: 'email' })).status).toBe(409);
    const history = (await sam.quotes('GET', `/api/quotes/${job.id}/history`)).body.map((entry: { description: string }) => entry.description);
    expect(history).toContain('Zoe Nguyen declined Variation V1 Client supplies tiles (-$93.50)');
  });

  it('records one answer when the client approves twice at the same moment', async () => {
    const job = await acceptedJob(sam);
    const made = (await sam.quotes('POST', `/api/quotes/${job.id}/variations`, SECOND_BASIN)).body;
    await sam.quotes('POST', `/api/variations/${made.id}/send`);
    const answers = await Promise.all([1, 2, 3].map(() => client('PATCH', `/api/variations/${made.id}/public/approve`, { signature: SIGNATURE })));
    expect(answers.map((answer) => answer.body)).toEqual([{ status: 'approved' }, { status: 'approved' }, { status: 'approved' }]);
    const history = (await sam.quotes('GET', `/api/quotes/${job.id}/history`)).body.filter((entry: { description: string }) => entry.description.startsWith('Zoe Nguyen approved'));
    expect(history).toHaveLength(1);
  });
});
