import { useEffect, useState } from 'react';
import { useParams } from '@cobber/ui/router';
import { PageSpinner } from '@cobber/ui';
import type { PublicVariation } from '@cobber/contracts';
import { loadVariation } from './answers.ts';
import { VariationNotFound } from './VariationNotFound.tsx';
import { VariationPage } from './VariationPage.tsx';

/** /variation/:id: what the client opens from the text or email to read and sign a variation. */
export default function VariationRoute() {
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<{ id: string; found: PublicVariation | null }>();
  useEffect(() => {
    let current = true;
    loadVariation(id).then(
      (found) => current && setLoaded({ id, found }),
      (error: unknown) => {
        // The page shows 'Variation Not Found'.
        console.error('Variation not found', error);
        if (current) setLoaded({ id, found: null });
      },
    );
    return () => {
      current = false;
    };
  }, [id]);
  if (loaded?.id !== id) return <PageSpinner />;
  return loaded.found ? <VariationPage key={id} id={id} found={loaded.found} /> : <VariationNotFound />;
}
