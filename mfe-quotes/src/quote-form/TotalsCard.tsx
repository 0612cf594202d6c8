import type { DocumentTotals } from '@cobber/contracts';
import { displayMoney } from '@cobber/contracts/display';
import { Card, CardTitle } from '@cobber/ui';

/**
 * Subtotal (lines and travel), GST when the business applies it, total; the
 * add-ons apart, since the client chooses them when accepting.
 */
export function TotalsCard({ totals, applyGST, addOnsCents = 0 }: { totals: DocumentTotals; applyGST: boolean; addOnsCents?: number }) {
  return (
    <Card className="flex flex-col gap-2">
      <CardTitle>Totals</CardTitle>
      <Row label="Subtotal" cents={totals.subtotalCents} />
      {applyGST && <Row label="GST (10%)" cents={totals.gstCents} />}
      <div className="mt-1 flex justify-between border-t border-stone-200 pt-2 text-lg font-bold">
        <span>Total</span>
        <span>{displayMoney(totals.totalCents)}</span>
      </div>
      {addOnsCents > 0 && (
        <p className="text-sm text-stone-600">{`Add-ons not included: ${displayMoney(addOnsCents)} more${applyGST ? ' plus GST' : ''} if the client takes them all`}</p>
      )}
    </Card>
  );
}

function Row({ label, cents }: { label: string; cents: number }) {
  return (
    <div className="flex justify-between text-stone-700">
      <span>{label}</span>
      <span>{displayMoney(cents)}</span>
    </div>
  );
}
