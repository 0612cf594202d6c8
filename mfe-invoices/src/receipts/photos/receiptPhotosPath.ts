import { apiPath } from '@cobber/ui';

/** Where a receipt's job photos are added, listed, changed and served, the owner's only. */
export function receiptPhotosPath(receiptId: string): string {
  return apiPath('GET /api/receipts/:id/photos', { params: { id: receiptId } });
}
