import type { ReactNode } from 'react';
import { brandTheme } from '../quote/theme.ts';

interface BrandedPageProps {
  business: { name: string; logoUrl?: string | null; brandColors: Parameters<typeof brandTheme>[0] };
  children: ReactNode;
}

/** A client's page in the business's colours: its logo and name across the top, the document below. */
export function BrandedPage({ business, children }: BrandedPageProps) {
  return (
    <div style={brandTheme(business.brandColors)} className="min-h-dvh bg-(--brand-tint)">
      <header className="bg-(--brand) text-(--brand-on)">
        <div className="mx-auto flex max-w-2xl items-center gap-3 px-4 py-4">
          {business.logoUrl && <img src={business.logoUrl} alt={`${business.name} logo`} className="h-12 w-auto max-w-24 rounded-lg bg-white object-contain p-1" />}
          <p className="text-lg font-bold leading-tight">{business.name}</p>
        </div>
      </header>
      <main className="mx-auto max-w-2xl space-y-4 p-4 pb-10">{children}</main>
    </div>
  );
}
