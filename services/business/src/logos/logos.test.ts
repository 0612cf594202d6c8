import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BusinessMessages } from '@cobber/contracts';
import { apiClient, testOwner } from '@cobber/kit/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBusinessService, type RunningBusinessService } from '../testing/service.ts';

function upload(bytes: Buffer | string, filename: string, type: string, field = 'logo'): FormData {
  const form = new FormData();
  form.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), filename);
  return form;
}

async function twoColourLogo(): Promise<Buffer> {
  const blue = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
  return sharp({ create: { width: 100, height: 40, channels: 3, background: '#f59e0b' } })
    .composite([{ input: blue, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

describe('logo upload', () => {
  let running: RunningBusinessService;
  let asSam: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    running = await startBusinessService();
    asSam = apiClient(running.url, testOwner('Sam'));
  });
  afterAll(() => running.stop());

  it.each(['/api/business/upload-logo', '/api/upload-logo'])('%s stores a re-encoded PNG and answers brand colours', async (path) => {
    const { status, body } = await asSam('POST', path, upload(await twoColourLogo(), 'logo.png', 'image/png'));
    expect(status).toBe(201);
    expect(body.logoUrl).toMatch(/^\/api\/uploads\/logos\/[a-f0-9]{32}\.png$/);
    expect(body.brandColors.primary).toBe('#1d4ed8');
    expect(body.brandColors.secondary).toBe('#f59e0b');
    expect(Object.keys(body.brandColors).sort()).toEqual(['accent', 'background', 'onPrimary', 'primary', 'secondary', 'text']);
    const served = await fetch(`${running.url}${body.logoUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('png');
  });

  it('accepts a JPEG and a WebP by content, whatever the name says', async () => {
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#16a34a' } }).jpeg().toBuffer();
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#16a34a' } }).webp().toBuffer();
    expect((await asSam('POST', '/api/upload-logo', upload(jpeg, 'photo.txt', 'text/plain'))).status).toBe(201);
    expect((await asSam('POST', '/api/upload-logo', upload(webp, 'logo.webp', 'image/webp'))).status).toBe(201);
  });

  it('refuses a text file renamed logo.png', async () => {
    const { status, body } = await asSam('POST', '/api/upload-logo', upload('just some text, not a picture', 'logo.png', 'image/png'));
    expect(status).toBe(400);
    expect(body.error.fields.logo).toBe(BusinessMessages.selectImage);
  });

  it('rasterises a plain SVG and refuses one with a script', async () => {
    const clean = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#dc2626"/></svg>';
    const ok = await asSam('POST', '/api/upload-logo', upload(clean, 'logo.svg', 'image/svg+xml'));
    expect(ok.status).toBe(201);
    expect(ok.body.logoUrl).toMatch(/\.png$/);
    expect(ok.body.brandColors.primary).toBe('#dc2626');
    const evil = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="4" height="4"/></svg>';
    expect((await asSam('POST', '/api/upload-logo', upload(evil, 'logo.svg', 'image/svg+xml'))).status).toBe(400);
    const external = '<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd"/></svg>';
    expect((await asSam('POST', '/api/upload-logo', upload(external, 'logo.svg', 'image/svg+xml'))).status).toBe(400);
  });

  it('answers 413 for a file over 5 MB', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const { status, body } = await asSam('POST', '/api/upload-logo', upload(big, 'huge.png', 'image/png'));
    expect(status).toBe(413);
    expect(body.error.fields.logo).toBe(BusinessMessages.selectSmallerImage);
  });

  it('refuses a missing file, the wrong field, a non-multipart body and an unsigned request', async () => {
    const png = await twoColourLogo();
    expect((await asSam('POST', '/api/upload-logo', upload(png, 'logo.png', 'image/png', 'picture'))).status).toBe(400);
    expect((await asSam('POST', '/api/upload-logo', new FormData())).status).toBe(400);
    expect((await asSam('POST', '/api/upload-logo', { logo: 'x' })).status).toBe(415);
    expect((await apiClient(running.url, null)('POST', '/api/upload-logo', upload(png, 'logo.png', 'image/png'))).status).toBe(401);
  });

  it('serves nothing for an unknown or malformed logo name, nor a real file outside the logos', async () => {
    expect((await fetch(`${running.url}/api/uploads/logos/${'a'.repeat(32)}.png`)).status).toBe(404);
    // Real files one and two folders up, with a logo's own kind of name: a traversal would reach them.
    const name = `${'b'.repeat(32)}.png`;
    await writeFile(path.join(running.uploadDir, name), 'one folder up');
    await writeFile(path.join(path.dirname(running.uploadDir), `cobber-secret-${name}`), 'two folders up');
    for (const traversal of [`..%2F${name}`, `..%2f${name}`, `%2e%2e%2F${name}`, `..%5C${name}`, `..%2F..%2Fcobber-secret-${name}`]) {
      const response = await fetch(`${running.url}/api/uploads/logos/${traversal}`);
      expect(response.status, traversal).toBe(404);
      expect(await response.text()).not.toMatch(/folders? up/);
    }
    await rm(path.join(path.dirname(running.uploadDir), `cobber-secret-${name}`));
  });
});
