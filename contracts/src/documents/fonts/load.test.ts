import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES } from './families.ts';
import type { FontFiles } from './files.ts';
import { loadTypefaces } from './load.ts';
import { installedFontVersion, nodeFontFiles } from './node-files.ts';

/** The server's files, noting each path read: what a browser would fetch for the same text. */
function recordingFiles(): { files: FontFiles; read: string[] } {
  const inner = nodeFontFiles();
  const read: string[] = [];
  return {
    read,
    files: {
      read(family, path) {
        read.push(`${family.name}/${path}`);
        return inner.read(family, path);
      },
    },
  };
}

async function typefacesFor(all: string, bold = all) {
  const { files, read } = recordingFiles();
  const typefaces = await loadTypefaces(await PDFDocument.create(), files, { all, bold });
  return { ...typefaces, read };
}

describe('loadTypefaces', () => {
  it('reads only Noto Sans’s table and its Latin files, in both weights, for an English invoice', async () => {
    const { read } = await typefacesFor('Sparky Bros Electrical · Jordan Smith · $547.25');
    expect(read.sort()).toEqual(['noto-sans/files/noto-sans-latin-400-normal.woff', 'noto-sans/files/noto-sans-latin-700-normal.woff', 'noto-sans/unicode.json']);
  });

  it('reads the small Vietnamese file for Đặng, not all of latin-ext', async () => {
    const { read, regular } = await typefacesFor('Đặng Electrical, Nguyễn Thị Minh');
    expect(read).toContain('noto-sans/files/noto-sans-vietnamese-400-normal.woff');
    expect(read.filter((path) => path.includes('latin-ext'))).toEqual([]);
    expect(regular.printable('Đặng Nguyễn Thị Minh')).toBe('Đặng Nguyễn Thị Minh');
  });

  it('reads a CJK family’s table and only the slices holding the name, and no family after the one that has it', async () => {
    const { read } = await typefacesFor('李明 电工');
    const chinese = read.filter((path) => path.startsWith('noto-sans-sc/files/'));
    expect(chinese.length).toBeGreaterThan(0);
    expect(chinese.length).toBeLessThanOrEqual(4); // two slices at most, in two weights
    expect(read.some((path) => /^noto-sans-(tc|jp|kr)\//.test(path))).toBe(false);
  });

  it('reads the bold files only for the characters drawn bold', async () => {
    const { read, bold } = await typefacesFor('Nguyễn Thị Minh 李明 · 陳大文 山田太郎', 'Nguyễn Thị Minh 李明');
    const boldChinese = read.filter((path) => path.startsWith('noto-sans-sc/files/') && path.endsWith('-700-normal.woff'));
    const regularChinese = read.filter((path) => path.startsWith('noto-sans-sc/files/') && path.endsWith('-400-normal.woff'));
    expect(boldChinese.length).toBeLessThan(regularChinese.length);
    // Text drawn bold that was not said to be still prints, in the regular weight.
    expect(bold.printable('陳大文 山田太郎')).toBe('陳大文 山田太郎');
  });

  it('goes on to the Korean family for Hangul the Chinese one lacks', async () => {
    const { read, regular, bold } = await typefacesFor('김민준');
    expect(read.some((path) => path.startsWith('noto-sans-kr/files/'))).toBe(true);
    expect(regular.printable('김민준')).toBe('김민준');
    expect(bold.printable('김민준')).toBe('김민준');
  });

  it('measures a line as drawn: each run with its own font, widths adding up (no substitution changes them)', async () => {
    // The fraction slash before a digit is substituted when OpenType features are on.
    const line = 'Đặng Electrical 电工: 3⁄4 inch conduit';
    const { regular } = await typefacesFor(line);
    const byRuns = regular.runs(line).reduce((width, run) => width + run.font.widthOfTextAtSize(run.text, 10), 0);
    expect(regular.runs(line).length).toBeGreaterThan(2);
    expect(regular.widthOfTextAtSize(line, 10)).toBeCloseTo(byRuns, 6);
  });
});

describe('the font packages', () => {
  it('are installed at the versions the gateway’s font URLs name', () => {
    for (const family of FONT_FAMILIES) expect(installedFontVersion(family), family.name).toBe(family.version);
  });
});
