import { apiClient, greyPng, peakRssDuring, svgHoldingAHugePng, svgOfBlurredShapes, svgOfFineDashes, testOwner } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBusinessService, type RunningBusinessService } from '../testing/service.ts';
import { logoWorkerPids } from './image.ts';

const GB = 1024 ** 3;

function upload(bytes: Buffer | string, filename: string): FormData {
  const form = new FormData();
  form.append('logo', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), filename);
  return form;
}

describe('hostile logos', () => {
  let running: RunningBusinessService;
  let asSam: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    running = await startBusinessService();
    asSam = apiClient(running.url, testOwner('Sam'));
  });
  afterAll(() => running.stop());

  async function refusal(bytes: Buffer | string, filename: string) {
    const started = performance.now();
    const { result, peakBytes } = await peakRssDuring(asSam('POST', '/api/upload-logo', upload(bytes, filename)));
    return { status: result.status, logo: result.body?.error?.fields?.logo as string | undefined, ms: performance.now() - started, peakBytes };
  }

  it('refuses an SVG holding a 20000×20000 PNG as a data: link at once, the process staying under 1 GB', async () => {
    const answer = await refusal(svgHoldingAHugePng(), 'logo.svg');
    expect(answer).toMatchObject({ status: 400, logo: expect.stringMatching(/embeds other images/) });
    expect(answer.ms).toBeLessThan(1_000);
    expect(answer.peakBytes).toBeLessThan(GB);
  });

  it('refuses the same 20000×20000 PNG uploaded as itself by its pixel count, without decoding it', async () => {
    const answer = await refusal(greyPng(20_000, 20_000, { bitDepth: 1 }), 'logo.png');
    expect(answer).toMatchObject({ status: 400, logo: expect.stringMatching(/too many pixels/) });
    expect(answer.peakBytes).toBeLessThan(GB);
  });

  it('refuses an SVG of 50 blurred shapes (a filter) at once', async () => {
    const svg = svgOfBlurredShapes();
    expect(svg.length).toBeLessThan(4_000);
    const answer = await refusal(svg, 'logo.svg');
    expect(answer).toMatchObject({ status: 400, logo: expect.stringMatching(/filters/) });
    expect(answer.ms).toBeLessThan(1_000);
  });

  it('refuses an SVG declaring a size over 20,000 pixels, without rendering it', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="90000" height="90000"><rect width="90000" height="90000" fill="#dc2626"/></svg>';
    expect(await refusal(svg, 'logo.svg')).toMatchObject({ status: 400, logo: expect.stringMatching(/larger than 20000 pixels/) });
  });

  it('stops an SVG that passes the checks but renders for too long, within its 5 s, and its worker with it', async () => {
    const answer = await refusal(svgOfFineDashes(), 'logo.svg');
    expect(answer).toMatchObject({ status: 400, logo: expect.stringMatching(/took too long/) });
    expect(answer.ms).toBeLessThan(8_000);
    expect(answer.peakBytes).toBeLessThan(GB);
    const clean = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="#16a34a"/></svg>';
    const after = await asSam('POST', '/api/upload-logo', upload(clean, 'logo.svg'));
    expect(after.status).toBe(201);
    expect(after.body.brandColors.primary).toBe('#16a34a');
  });

  it('decodes in a worker process of its own, never on the threads that serve requests', async () => {
    await asSam('POST', '/api/upload-logo', upload(greyPng(64, 64), 'logo.png'));
    expect(logoWorkerPids()).toHaveLength(1);
    expect(logoWorkerPids()).not.toContain(process.pid);
  });
});
