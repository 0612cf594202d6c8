/**
 * Where a document's font files come from: one builder for the server and the browser
 * (docs/quotes.md), each handing it its own way of reading a file of a font package.
 */
import { type FontFamily, UNICODE_TABLE } from './families.ts';

export interface FontFiles {
  /** A file of a family's package: `unicode.json` or `files/noto-sans-latin-400-normal.woff`. */
  read(family: FontFamily, path: string): Promise<Uint8Array>;
}

/** Where the gateway serves a family's files (gateway/src/frontends/fonts.ts). */
export function fontUrlPath(family: FontFamily, path: string): string {
  return `/fonts/${family.name}/${family.version}/${path}`;
}

/**
 * The browser's font files, fetched from the gateway as a document needs them. Each URL
 * names its package's version, so the gateway lets the browser keep a file a year and
 * the next PDF fetches nothing it already has.
 */
export function fetchedFontFiles(origin: string): FontFiles {
  return {
    async read(family, path) {
      const url = new URL(fontUrlPath(family, path), origin);
      const response = await fetch(url);
      if (!response.ok) throw new Error(`Font file ${url.pathname}: ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}

/** A package's `unicode.json`, read through any `FontFiles`. */
export async function readUnicodeTable(files: FontFiles, family: FontFamily): Promise<Record<string, string>> {
  const bytes = await files.read(family, UNICODE_TABLE);
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, string>;
}
