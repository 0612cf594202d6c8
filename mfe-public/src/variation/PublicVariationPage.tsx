import type { PublicVariation } from '@cobber/contracts';
import { VariationNotFound } from './VariationNotFound.tsx';
import { VariationPage } from './VariationPage.tsx';

/** What the server renders /variation/:id with, and the browser hydrates it with. */
export interface PublicVariationProps {
  id: string;
  /** null when the variation could not be loaded. */
  found: PublicVariation | null;
}

/** What the client sees at /variation/:id: the variation, or 'Variation Not Found'. */
export function PublicVariationPage({ id, found }: PublicVariationProps) {
  // Keyed by the variation: the page keeps what it shows in state, which belongs to one variation.
  return found ? <VariationPage key={id} id={id} found={found} /> : <VariationNotFound />;
}
