import { useEffect, useState } from 'react';
import type { HeldPhoto } from '@cobber/web';

/**
 * Photos chosen on New Quote or Edit AI Quote, handed to the new quote's details screen,
 * which sends them: the quote has no id to send them to until it is created.
 * Kept in the page only; a reload in between loses them, as it loses the typed quote.
 */
const waiting = new Map<string, HeldPhoto[]>();

export function holdPhotosFor(quoteId: string, photos: HeldPhoto[]): void {
  if (photos.length > 0) waiting.set(quoteId, photos);
}

/** The photos held for this quote, once: handed over, they are no longer held. */
export function useHeldPhotos(quoteId: string): HeldPhoto[] {
  const [photos] = useState(() => waiting.get(quoteId) ?? []);
  useEffect(() => {
    waiting.delete(quoteId);
  }, [quoteId]);
  return photos;
}
