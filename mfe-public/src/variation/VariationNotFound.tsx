import { FileX } from 'lucide-react';
import { FALLBACK_BRAND } from '../quote/theme.ts';

/** The variation cannot be loaded (a wrong link, or one the business has not sent). */
export function VariationNotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <FileX aria-hidden className="size-12" style={{ color: FALLBACK_BRAND.primary }} />
      <h1 className="text-2xl font-bold">Variation Not Found</h1>
      <p className="max-w-sm text-stone-600">Sorry, we couldn't find the variation you're looking for. It may have been removed or the link may be incorrect.</p>
    </main>
  );
}
