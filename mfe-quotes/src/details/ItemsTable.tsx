import type { Quote, QuoteAcceptance, QuoteItem, QuoteOption } from '@cobber/contracts';
import { Badge, Card, CardTitle } from '@cobber/ui';
import { displayAmount, displayQuantityText, ItemTypeLabels } from '@cobber/contracts/display';

/** An add-on's badge: whether the client took it once they accepted. */
function AddOnBadge({ item, acceptance }: { item: QuoteItem; acceptance: QuoteAcceptance | null }) {
  if (!acceptance) return <Badge tone="accent">Add-on</Badge>;
  return acceptance.optionalItemIds.includes(item.id) ? <Badge tone="success">Add-on · Taken</Badge> : <Badge tone="neutral">Add-on · Not taken</Badge>;
}

/**
 * The lines, travel, subtotal, GST and total; deposits come after, apart from the price.
 * Add-ons are marked; until the client accepts, the total leaves them out. A line in one
 * option names it; the total is the option chosen, or the first one until the client chooses.
 */
export function ItemsTable({ quote, items, acceptance = null }: { quote: Quote & { options?: QuoteOption[] | undefined }; items: QuoteItem[]; acceptance?: QuoteAcceptance | null }) {
  const optionName = new Map((quote.options ?? []).map((option) => [option.id, option.name]));
  const billedOption = acceptance?.option?.name ?? quote.options?.[0]?.name;
  const priced = items.filter((item) => item.type !== 'deposit');
  const deposits = items.filter((item) => item.type === 'deposit');
  const hasAddOns = priced.some((item) => item.optional);
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Items</CardTitle>
      {priced.length === 0 && <p className="text-sm text-stone-500">No items yet</p>}
      <ul className="flex flex-col divide-y divide-stone-100">
        {priced.map((item) => (
          <li key={item.id} className="flex justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="font-medium">{item.description}</p>
              {item.optional && <AddOnBadge item={item} acceptance={acceptance} />}
              {item.optionId && optionName.has(item.optionId) && <Badge tone="info">{`${optionName.get(item.optionId)} option`}</Badge>}
              {item.detailedDescription && <p className="text-sm text-stone-500">{item.detailedDescription}</p>}
              <p className="text-xs text-stone-500">
                {ItemTypeLabels[item.type]} · {displayQuantityText(item.quantity)} × {displayAmount(item.unitPrice)}
              </p>
            </div>
            <p className="shrink-0 font-semibold">{displayAmount(item.totalPrice)}</p>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1 border-t border-stone-200 pt-3 text-stone-700">
        {quote.includeTravel && (
          <Row label={`Travel (${displayQuantityText(quote.travelDistance)} km × ${displayAmount(quote.costPerKm)})`} amount={quote.travelCost} />
        )}
        <Row label="Subtotal" amount={quote.subtotal} />
        {quote.taxAmount !== '0.00' && <Row label="GST (10%)" amount={quote.taxAmount} />}
        <div className="flex justify-between pt-1 text-lg font-bold text-stone-900">
          <dt>{billedOption ? `Total (${billedOption})` : 'Total'}</dt>
          <dd>{displayAmount(quote.totalAmount)}</dd>
        </div>
        {hasAddOns && !acceptance && <p className="text-right text-sm text-stone-600">Add-ons not included</p>}
        {deposits.map((deposit) => (
          <Row key={deposit.id} label="Deposit requested" amount={deposit.totalPrice} />
        ))}
      </dl>
    </Card>
  );
}

function Row({ label, amount }: { label: string; amount: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt>{label}</dt>
      <dd>{displayAmount(amount)}</dd>
    </div>
  );
}
