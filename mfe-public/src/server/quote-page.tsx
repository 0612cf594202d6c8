import type { PublicQuoteResponse } from '@cobber/contracts';
import { PublicQuote, type PublicQuoteProps } from '../quote/PublicQuote.tsx';
import { FALLBACK_BRAND } from '../quote/theme.ts';
import { renderDocument, type PageAssets, type RenderedPage } from './document.ts';

/** `/quote/:id` for a client opening the emailed link: 404 with 'Quote Not Found' when there is no quote. */
export function renderQuotePage(found: PublicQuoteResponse | null, id: string, assets: PageAssets): RenderedPage {
  const data: PublicQuoteProps = { id, found };
  return renderDocument({
    status: found ? 200 : 404,
    title: found ? `${found.quote.title} – ${found.business.name}` : 'Quote Not Found',
    themeColor: found?.business.brandColors?.primary ?? FALLBACK_BRAND.primary,
    page: <PublicQuote {...data} />,
    data,
    assets,
  });
}
