import { buildInvoicePdf, fetchedFontFiles, FONT_FAMILIES, fontUrlPath } from '@cobber/contracts/documents';
import { pdfFonts, pdfText } from '@cobber/contracts/documents/reading';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../testing/gateway.ts';

// The font files the browser's invoice PDF fetches, served by the real gateway.

describe('font files through the gateway', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(() => gateway.stop());

  it('serves a family’s Unicode table and its WOFF files, signed out, for a year', async () => {
    const sc = FONT_FAMILIES.find((family) => family.name === 'noto-sans-sc')!;
    const table = await fetch(`${gateway.url}${fontUrlPath(sc, 'unicode.json')}`);
    expect(table.status).toBe(200);
    expect(((await table.json()) as Record<string, string>)['[118]']).toMatch(/^U\+/);
    const woff = await fetch(`${gateway.url}${fontUrlPath(sc, 'files/noto-sans-sc-118-700-normal.woff')}`);
    expect(woff.status).toBe(200);
    expect(woff.headers.get('content-type')).toBe('font/woff');
    expect(woff.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new TextDecoder().decode((await woff.arrayBuffer()).slice(0, 4))).toBe('wOFF');
  });

  it('answers 404 for another version, another package, other files and paths out of the package', async () => {
    for (const path of [
      '/fonts/noto-sans/0.0.1/unicode.json',
      '/fonts/left-pad/5.3.0/package.json',
      `${fontUrlPath(FONT_FAMILIES[0]!, 'package.json')}`,
      `${fontUrlPath(FONT_FAMILIES[0]!, 'files/noto-sans-latin-400-normal.woff2')}`,
      `${fontUrlPath(FONT_FAMILIES[0]!, 'files/noto-sans-latin-400-italic.woff')}`,
      `${fontUrlPath(FONT_FAMILIES[0]!, '../noto-sans-sc/unicode.json')}`,
      `${fontUrlPath(FONT_FAMILIES[0]!, 'files/..%2f..%2fpackage.json')}`,
    ]) {
      expect((await fetch(`${gateway.url}${path}`)).status, path).toBe(404);
    }
  });

  it('gives the browser’s fetching builder what it needs to print every name', async () => {
    const pdf = await buildInvoicePdf(
      {
        invoice: {
          invoiceNumber: 'INV-0001',
          title: 'Switchboard',
          clientName: 'Nguyễn Thị Minh 李明',
          description: '陳大文 山田太郎 (ヤマダ) 김민준 Παπαδόπουλος Иванов',
          createdAt: '2026-03-12T01:00:00.000Z',
          dueDate: '2026-03-26',
          subtotal: '100.00',
          taxAmount: '10.00',
          totalAmount: '110.00',
        },
        items: [{ description: 'Labour 电工', type: 'labor', quantity: '1.00', unitPrice: '100.00', totalPrice: '100.00' }],
        business: { name: 'Đặng Electrical', applyGST: true },
      },
      fetchedFontFiles(gateway.url),
    );
    const { text } = await pdfText(pdf);
    for (const name of ['Đặng Electrical', 'Nguyễn Thị Minh 李明', '陳大文 山田太郎 (ヤマダ) 김민준 Παπαδόπουλος Иванов', 'Labour 电工']) expect(text).toContain(name);
    expect((await pdfFonts(pdf)).every((font) => font.embedded)).toBe(true);
  });
});
