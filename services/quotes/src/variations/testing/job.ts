import { expect } from 'vitest';
import type { TestOwner } from '../../testing/services.ts';

/** A bathroom job the client has accepted: $1,000.00 + GST. */
export async function acceptedJob(owner: TestOwner): Promise<{ id: string }> {
  const made = await owner.quotes('POST', '/api/quotes', { ...owner.client, title: 'Bathroom renovation', items: [{ description: 'Bathroom fit-out', quantity: 1, unitPrice: 1000, type: 'labor' }] });
  expect(made.status).toBe(201);
  expect((await owner.quotes('POST', `/api/quotes/${made.body.id}/send`)).status).toBe(200);
  expect((await owner.quotes('PATCH', `/api/quotes/${made.body.id}/public/approve`)).status).toBe(200);
  return { id: made.body.id };
}

export const SECOND_BASIN = { title: 'Second basin', items: [{ description: 'Install second basin', quantity: 1, unitPrice: 420, type: 'labor' }] };
export const TILE_CREDIT = { title: 'Client supplies tiles', description: 'The client bought the floor tiles', items: [{ description: 'Floor tiles', quantity: 1, unitPrice: '-85.00', type: 'materials' }] };
