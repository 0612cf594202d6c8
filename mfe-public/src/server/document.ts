import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { jsonForScript, PAGE_DATA_ID } from '../page/page-data.ts';

/** What a page's browser build needs in the document: its scripts' URLs and its CSS, inlined. */
export interface PageAssets {
  scripts: string[];
  css: string;
}

/** A whole HTML document and the HTTP status to answer it with. */
export interface RenderedPage {
  status: number;
  html: string;
}

export interface PageDocument {
  status: number;
  title: string;
  themeColor: string;
  /** The page, rendered here and hydrated in the browser from `data`. */
  page: ReactElement;
  data: unknown;
  assets: PageAssets;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]!);
}

/**
 * A public page as the first response carries it: content, CSS and the
 * data to hydrate with in one document, the scripts deferred so nothing waits on them.
 */
export function renderDocument({ status, title, themeColor, page, data, assets }: PageDocument): RenderedPage {
  const scripts = assets.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`).join('');
  const html = `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${escapeHtml(themeColor)}">
<link rel="icon" type="image/png" href="/icons/icon-192.png">
<title>${escapeHtml(title)}</title>
${scripts}
<style>${assets.css}</style>
</head>
<body>
<div id="root">${renderToString(page)}</div>
<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(data)}</script>
</body>
</html>`;
  return { status, html };
}
