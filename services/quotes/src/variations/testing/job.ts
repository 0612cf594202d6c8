import { deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import type { TestOwner } from '../../testing/services.ts';

/** A real PNG of the given size (blank pixels), as the signature pad exports it. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  const rows = deflateSync(Buffer.alloc((width * 4 + 1) * height));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

/** The client's typed name and drawn signature. */
export const SIGNATURE = { name: 'Zoe Nguyen', image: `data:image/png;base64,${png(300, 120).toString('base64')}` };

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
