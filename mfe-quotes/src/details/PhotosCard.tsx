import { JobPhotos } from '@cobber/web';
import { useHeldPhotos } from '../common/held-photos.ts';

/** The quote's job photos, sending first any chosen while it was being created. */
export function PhotosCard({ quoteId }: { quoteId: string }) {
  const held = useHeldPhotos(quoteId);
  return <JobPhotos document={{ kind: 'quotes', id: quoteId }} sendFirst={held} />;
}
