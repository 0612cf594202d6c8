import { FileX } from 'lucide-react';
import { FALLBACK_BRAND } from '../quote/theme.ts';

/** The invoice cannot be loaded. */
export function InvoiceNotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <FileX aria-hidden className="size-12" style={{ color: FALLBACK_BRAND.primary }} />
      <h1 className="text-2xl font-bold">Invoice Not Found</h1>
      <p className="max-w-sm text-stone-600">This invoice may have been removed or the link is invalid.</p>
    </main>
  );
}
