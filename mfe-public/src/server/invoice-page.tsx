import type { PublicInvoiceResponse } from '@cobber/contracts';
import { PublicInvoice, type PublicInvoiceProps } from '../invoice/PublicInvoice.tsx';
import { FALLBACK_BRAND } from '../quote/theme.ts';
import { renderDocument, type PageAssets, type RenderedPage } from './document.ts';

/** `/invoice/:id/pay` for a client opening the emailed link: 404 with 'Invoice Not Found' when there is no invoice. */
export function renderInvoicePage(found: PublicInvoiceResponse | null, id: string, assets: PageAssets): RenderedPage {
  const data: PublicInvoiceProps = { id, found };
  return renderDocument({
    status: found ? 200 : 404,
    title: found ? `Invoice ${found.invoice.invoiceNumber} – ${found.business.name}` : 'Invoice Not Found',
    themeColor: found?.business.brandColors?.primary ?? FALLBACK_BRAND.primary,
    page: <PublicInvoice {...data} />,
    data,
    assets,
  });
}
