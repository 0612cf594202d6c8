import { greyPng, peakRssDuring, svgHoldingAHugePng, svgOfBlurredShapes, svgOfFineDashes } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startGateway, type RunningGateway } from './testing/gateway.ts';

const GB = 1024 ** 3;

/** Posts a logo as the browser would: the owner's session cookie and the app's own origin. */
async function uploadLogo(owner: Browser, bytes: Buffer | string, filename: string): Promise<number> {
  const form = new FormData();
  form.append('logo', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), filename);
  const response = await fetch(`${owner.base}/api/upload-logo`, { method: 'POST', body: form, headers: { cookie: owner.cookieHeader(), origin: owner.base } });
  await response.arrayBuffer();
  return response.status;
}

async function timed(action: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await action();
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

describe('a burst of hostile logo uploads does not stall anyone else', () => {
  let gateway: RunningGateway;
  const email = `tradie-${crypto.randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    // Signing in every few hundred milliseconds is the measurement here, not an attack.
    gateway = await startGateway({ LOGIN_LIMIT_PER_EMAIL: '1000', LOGIN_LIMIT_PER_IP: '1000' });
    expect((await new Browser(gateway.url).signUp(email)).status).toBe(200);
  });
  afterAll(() => gateway.stop());

  it('signs a tradie in under 1 s and serves the app while four filter bombs, two slow SVGs and both memory bombs upload, under 1 GB', async () => {
    const attacker = new Browser(gateway.url);
    expect((await attacker.signUp(`attacker-${crypto.randomUUID().slice(0, 8)}@example.com`)).status).toBe(200);
    const bombs = [
      ...Array.from({ length: 4 }, () => uploadLogo(attacker, svgOfBlurredShapes(), 'blur.svg')),
      uploadLogo(attacker, svgOfFineDashes(), 'dashes.svg'),
      uploadLogo(attacker, svgOfFineDashes(), 'dashes.svg'),
      uploadLogo(attacker, svgHoldingAHugePng(), 'huge.svg'),
      uploadLogo(attacker, greyPng(20_000, 20_000, { bitDepth: 1 }), 'huge.png'),
    ];
    let uploading = true;
    const all = Promise.all(bombs).finally(() => (uploading = false));

    const signIns: number[] = [];
    const pages: number[] = [];
    const measuring = (async () => {
      while (uploading) {
        signIns.push(await timed(() => new Browser(gateway.url).logIn(email)));
        pages.push(await timed(() => fetch(`${gateway.url}/`)));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    const { result: statuses, peakBytes } = await peakRssDuring(all);
    await measuring;

    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400]);
    expect(signIns.length).toBeGreaterThan(5);
    expect(Math.max(...signIns)).toBeLessThan(1_000);
    expect(Math.max(...pages)).toBeLessThan(1_000);
    expect(peakBytes).toBeLessThan(GB);
  });
});
