import { useState } from 'react';
import { useRefreshReceipts } from '../../common/hooks/receipts.ts';

/**
 * A receipt's sheet that shows its photos: it stays open while any are uploading (closed,
 * the queued ones would never be sent) and, once closed, the receipts are read again, as
 * the card's thumbnail is the first Before photo, which may have changed.
 */
export function usePhotosSheet(onOpenChange: (open: boolean) => void) {
  const refresh = useRefreshReceipts();
  const [toGo, setToGo] = useState(0);
  const change = (opened: boolean) => {
    if (!opened && toGo > 0) return;
    onOpenChange(opened);
    if (!opened) void refresh();
  };
  return { change, toGo, onUploading: setToGo };
}
