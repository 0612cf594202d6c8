/**
 * The server's font files: read from the installed `@fontsource/*` packages (Node only;
 * the browser fetches the same files from the gateway, files.ts). What a worker has read
 * it keeps, unwrapped (load.ts), so the next PDF reads nothing from disk.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FONT_FAMILIES, type FontFamily, isFontFilePath } from './families.ts';
import type { FontFiles } from './files.ts';

const require = createRequire(import.meta.url);

/** The folder of a family's installed package. */
export function fontPackageDir(family: FontFamily): string {
  return path.dirname(require.resolve(`@fontsource/${family.name}/package.json`));
}

/** The installed version of a family's package (it must be the one FONT_FAMILIES names). */
export function installedFontVersion(family: FontFamily): string {
  return (require(`@fontsource/${family.name}/package.json`) as { version: string }).version;
}

/** Finds a family by the name in a URL; undefined for anything else. */
export function fontFamilyNamed(name: string): FontFamily | undefined {
  return FONT_FAMILIES.find((family) => family.name === name);
}

export function nodeFontFiles(): FontFiles {
  return {
    async read(family, file) {
      if (!isFontFilePath(family, file)) throw new Error(`Not a font file: ${family.name}/${file}`);
      const bytes = await readFile(path.join(fontPackageDir(family), file));
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
  };
}
