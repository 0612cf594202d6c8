import { useEffect, useState } from 'react';
import { useParams } from '@cobber/ui/router';
import { PageSpinner } from '@cobber/ui';
import type { PublicVariation } from '@cobber/contracts';
import { loadVariation } from './answers.ts';
import { PublicVariationPage } from './PublicVariationPage.tsx';

/** /variation/:id inside the shell (a link followed in the app), loading its data in the browser; opened from a text or email, the server draws it. */
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
  return <PublicVariationPage id={id} found={loaded.found} />;
}
