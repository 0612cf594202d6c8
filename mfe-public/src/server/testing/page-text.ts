import { PAGE_DATA_ID } from '../../page/page-data.ts';

// For the render tests: what a person reads on a rendered page, and what it hydrates with.

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

/** The page's text as a person reads it (tags dropped, entities decoded). */
export function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<div id="root">'), html.indexOf(`<script type="application/json"`));
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ');
}

/** The data the page carries for hydration. */
export function pageData(html: string): unknown {
  const json = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`, 's').exec(html)![1]!;
  return JSON.parse(json);
}
