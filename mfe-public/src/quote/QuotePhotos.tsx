import type { PhotoLabel, PublicQuotePhoto } from '@cobber/contracts';
import { Badge, Card, CardTitle } from '@cobber/ui';

const labels: Record<PhotoLabel, string> = { before: 'Before', after: 'After' };
const tones = { before: 'warning', after: 'success' } as const;

/** The thumbnails' side as the service keeps them (320 px); the page shows them at half that or more. */
const THUMBNAIL_SIDE = 320;

/** "Before photo 2": the photo's place among those with its label, for a photo without a caption. */
function numbered(photos: readonly PublicQuotePhoto[]): string[] {
  const counts: Record<PhotoLabel, number> = { before: 0, after: 0 };
  return photos.map((photo) => `${labels[photo.label]} photo ${++counts[photo.label]}`);
}

/**
 * The job photos after the items: square thumbnails, lazy, with their size
 * given so nothing moves as they arrive; below the fold on a phone, so the page's largest
 * paint stays its text. A tap opens the photo at display size.
 */
export function QuotePhotos({ photos }: { photos: readonly PublicQuotePhoto[] }) {
  if (photos.length === 0) return null;
  const names = numbered(photos);
  return (
    <Card>
      <CardTitle>Photos</CardTitle>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <figure>
              <a href={photo.url} className="block overflow-hidden rounded-lg bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--brand)">
                <img
                  src={photo.thumbnailUrl}
                  alt={photo.caption ?? names[i]}
                  width={THUMBNAIL_SIDE}
                  height={THUMBNAIL_SIDE}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square h-auto w-full object-cover"
                />
              </a>
              <figcaption className="mt-1.5 space-y-1 text-sm">
                <Badge tone={tones[photo.label]}>{labels[photo.label]}</Badge>
                {photo.caption && <p className="break-words text-stone-700">{photo.caption}</p>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Card>
  );
}
