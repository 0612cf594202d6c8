import type { Logger } from '@cobber/kit';

/**
 * A business's logo for a PDF, fetched from where the app serves it (the business
 * service owns the files; other services only know the URL). None if it cannot be had.
 */
export async function fetchLogo(publicUrl: string, logoUrl: string | null | undefined, logger: Logger): Promise<Uint8Array | undefined> {
  if (!logoUrl) return undefined;
  try {
    const response = await fetch(new URL(logoUrl, publicUrl), { signal: AbortSignal.timeout(3_000) });
    if (!response.ok) return undefined;
    return new Uint8Array(await response.arrayBuffer());
  } catch (err) {
    logger.warn({ err }, 'logo not reachable; the PDF goes without it');
    return undefined;
  }
}
