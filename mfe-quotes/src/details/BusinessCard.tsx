import type { Business } from '@cobber/contracts';
import { Card } from '@cobber/ui';

/** Who the quote is from, as the client will see it. */
export function BusinessCard({ business }: { business: Business | null }) {
  if (!business) return null;
  const contact = [business.abn && `ABN ${business.abn}`, business.phone, business.email].filter(Boolean);
  return (
    <Card className="flex items-center gap-3">
      {business.logoUrl && <img src={business.logoUrl} alt="" className="size-12 shrink-0 rounded-xl object-contain" />}
      <div className="min-w-0">
        <p className="truncate font-semibold">{business.name}</p>
        {contact.map((line) => (
          <p key={line} className="truncate text-sm text-stone-600">
            {line}
          </p>
        ))}
      </div>
    </Card>
  );
}
