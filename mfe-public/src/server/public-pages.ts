import { readFileSync } from 'node:fs';
import type { PublicInvoiceResponse, PublicQuoteResponse, PublicVariation } from '@cobber/contracts';
import type { PageAssets, RenderedPage } from './document.ts';
import { renderInvoicePage } from './invoice-page.tsx';
import { renderQuotePage } from './quote-page.tsx';
import { renderVariationPage } from './variation-page.tsx';

export type { RenderedPage } from './document.ts';

// The server render, built to dist-server/public-pages.js beside the browser build in
// dist/page/, whose assets.json names each page's scripts and styles (rspack.config.js).
const browserBuild = new URL('../dist/page/', import.meta.url);
const built = JSON.parse(readFileSync(new URL('assets.json', browserBuild), 'utf8')) as Record<
  string,
  { scripts: string[]; styles: string[] }
>;

function assetsOf(page: string): PageAssets {
  const { scripts, styles } = built[page]!;
  return { scripts, css: styles.map((file) => readFileSync(new URL(file, browserBuild), 'utf8')).join('\n') };
}

const quoteAssets = assetsOf('quote');
const invoiceAssets = assetsOf('invoice');
const variationAssets = assetsOf('variation');

/** The public quote page as a whole HTML document; `found` is null when it could not be loaded. */
export function renderPublicQuotePage(found: PublicQuoteResponse | null, id: string): RenderedPage {
  return renderQuotePage(found, id, quoteAssets);
}

/** The public invoice page as a whole HTML document; `found` is null when it could not be loaded. */
export function renderPublicInvoicePage(found: PublicInvoiceResponse | null, id: string): RenderedPage {
  return renderInvoicePage(found, id, invoiceAssets);
}

/** The public variation page as a whole HTML document; `found` is null when it could not be loaded. */
export function renderPublicVariationPage(found: PublicVariation | null, id: string): RenderedPage {
  return renderVariationPage(found, id, variationAssets);
}
