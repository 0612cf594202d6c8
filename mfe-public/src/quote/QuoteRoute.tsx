import { useEffect, useState } from 'react';
import { useParams } from '@cobber/ui/router';
import { api } from '@cobber/web';
import { PageSpinner } from '@cobber/ui';
import { PublicQuoteResponse } from '@cobber/contracts';
import { PublicQuote } from './PublicQuote.tsx';

async function fetchPublicQuote(id: string): Promise<PublicQuoteResponse | null> {
  try {
    return await api('GET /api/quotes/:id/public', { params: { id }, schema: PublicQuoteResponse });
  } catch (error) {
    // The page shows 'Quote Not Found'.
    console.error('Quote not found', error);
    return null;
  }
}

/** The public quote page inside the shell, loading its data in the browser. */
export default function QuoteRoute() {
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<{ id: string; found: PublicQuoteResponse | null }>();
  useEffect(() => {
    let current = true;
    void fetchPublicQuote(id).then((found) => current && setLoaded({ id, found }));
    return () => {
      current = false;
    };
  }, [id]);
  if (loaded?.id !== id) return <PageSpinner />;
  return <PublicQuote id={id} found={loaded.found} />;
}
