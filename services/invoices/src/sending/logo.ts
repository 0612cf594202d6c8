import type { Logger } from '@cobber/kit';
import type { KnownBusiness } from '../replica/business-replica.ts';

/** The business's logo for a PDF, fetched from where the app serves it; none if it cannot be had. */
export async function fetchLogo(publicUrl: string, business: KnownBusiness, logger: Logger): Promise<Uint8Array | undefined> {
  if (!business.logoUrl) return undefined;
  try {
    const response = await fetch(new URL(business.logoUrl, publicUrl), { signal: AbortSignal.timeout(3_000) });
    if (!response.ok) return undefined;
    return new Uint8Array(await response.arrayBuffer());
  } catch (err) {
    logger.warn({ err }, 'logo not reachable; the PDF goes without it');
    return undefined;
  }
}
