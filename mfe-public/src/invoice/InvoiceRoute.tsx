import { useEffect, useState } from 'react';
import { useParams } from '@cobber/ui/router';
import { api } from '@cobber/web';
import { PageSpinner } from '@cobber/ui';
import { PublicInvoiceResponse } from '@cobber/contracts';
import { PublicInvoice } from './PublicInvoice.tsx';

async function fetchPublicInvoice(id: string): Promise<PublicInvoiceResponse | null> {
  try {
    return await api('GET /api/invoices/:id/public', { params: { id }, schema: PublicInvoiceResponse });
  } catch (error) {
    // The page shows 'Invoice Not Found'.
    console.error('Invoice not found', error);
    return null;
  }
}

/** The public invoice page inside the shell, loading its data in the browser. */
export default function InvoiceRoute() {
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<{ id: string; found: PublicInvoiceResponse | null }>();
  useEffect(() => {
    let current = true;
    void fetchPublicInvoice(id).then((found) => current && setLoaded({ id, found }));
    return () => {
      current = false;
    };
  }, [id]);
  if (loaded?.id !== id) return <PageSpinner />;
  return <PublicInvoice id={id} found={loaded.found} />;
}
