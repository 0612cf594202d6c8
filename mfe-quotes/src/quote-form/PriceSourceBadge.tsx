import { useWatch } from 'react-hook-form';
import type { PriceSource } from '@cobber/contracts';
import { PriceSourceLabels } from '@cobber/contracts/display';
import { Badge, type BadgeTone } from '@cobber/ui';
import type { LineSectionName, QuoteFormValues } from './quoteForm.ts';

/** The tradie's own prices read as settled; a typical price asks for a look (amber, still AA: amber-800 on amber-100). */
const TONES: Record<PriceSource, BadgeTone> = { price_book: 'success', typical: 'warning', business_rate: 'info', price_needed: 'danger', client_supplied: 'neutral' };

/** Where the line's price came from: "Your price", "Typical price — check", "Your hourly rate". */
export function PriceSourceBadge({ path }: { path: `${LineSectionName}.${number}` }) {
  const source = useWatch<QuoteFormValues, `${LineSectionName}.${number}.priceSource`>({ name: `${path}.priceSource` });
  if (!source) return null;
  return (
    <Badge tone={TONES[source]} className="self-start">
      {PriceSourceLabels[source]}
    </Badge>
  );
}
