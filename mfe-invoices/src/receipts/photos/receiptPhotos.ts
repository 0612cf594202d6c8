import { useQuery } from '@tanstack/react-query';
import { QuotePhoto } from '@cobber/contracts';
import { apiFetch } from '@cobber/ui';
import { receiptKeys } from '../../common/hooks/receipts.ts';

// A receipt's job photos (issue 14) answer in the same shape as a quote's.
const ReceiptPhotos = QuotePhoto.array();

/** Where a receipt's photos are added, listed, changed and served (owner only). */
export function receiptPhotosPath(receiptId: string): string {
  return `/api/receipts/${receiptId}/photos`;
}

/** Under the receipts' key: adding a Before photo changes the receipt's card too. */
export function receiptPhotoKeys(receiptId: string) {
  return [...receiptKeys.all, 'photos', receiptId] as const;
}

export function useReceiptPhotos(receiptId: string, enabled = true) {
  return useQuery({
    queryKey: receiptPhotoKeys(receiptId),
    queryFn: ({ signal }) => apiFetch(receiptPhotosPath(receiptId), { schema: ReceiptPhotos, signal }),
    enabled,
  });
}
