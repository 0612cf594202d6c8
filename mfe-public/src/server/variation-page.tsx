import type { PublicVariation } from '@cobber/contracts';
import { FALLBACK_BRAND } from '../quote/theme.ts';
import { PublicVariationPage, type PublicVariationProps } from '../variation/PublicVariationPage.tsx';
import { renderDocument, type PageAssets, type RenderedPage } from './document.ts';

/** `/variation/:id` for a client opening the texted or emailed link: 404 with 'Variation Not Found' when there is none. */
export function renderVariationPage(found: PublicVariation | null, id: string, assets: PageAssets): RenderedPage {
  const data: PublicVariationProps = { id, found };
  return renderDocument({
    status: found ? 200 : 404,
    title: found ? `Variation ${found.variation.number}: ${found.variation.title} – ${found.business.name}` : 'Variation Not Found',
    themeColor: found?.business.brandColors?.primary ?? FALLBACK_BRAND.primary,
    page: <PublicVariationPage {...data} />,
    data,
    assets,
  });
}
