/** Where a receipt's job photos are added, listed, changed and served, the owner's only. */
export function receiptPhotosPath(receiptId: string): string {
  return `/api/receipts/${receiptId}/photos`;
}
