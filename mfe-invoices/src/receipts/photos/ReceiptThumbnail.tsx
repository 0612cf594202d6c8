import type { Receipt } from '@cobber/contracts';

/**
 * The receipt's first Before photo, small and loaded only as the card scrolls near: a
 * long list of receipts must not fetch every photo up front. A tap opens its photos.
 */
export function ReceiptThumbnail({ receipt, url, onOpen }: { receipt: Receipt; url: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className="size-14 shrink-0 overflow-hidden rounded-xl bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <img
        src={url}
        alt={`Before photo, ${receipt.receiptNumber}: open its photos`}
        loading="lazy"
        decoding="async"
        width={56}
        height={56}
        className="size-full object-cover"
      />
    </button>
  );
}
