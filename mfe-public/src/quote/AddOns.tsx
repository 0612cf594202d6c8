import type { PublicItem } from '@cobber/contracts';
import { displayAmount, displayQuantityText } from '@cobber/contracts/display';

interface AddOnsProps {
  addOns: PublicItem[];
  chosen: readonly string[];
  /** While the quote awaits an answer the client ticks; after, the list says what was taken. */
  open: boolean;
  onToggle(id: string): void;
}

/** The add-ons the client may take: each with its amount and a tick box. */
export function AddOns({ addOns, chosen, open, onToggle }: AddOnsProps) {
  return (
    <fieldset className="mt-1 border-t border-stone-200 pt-3">
      {/* A legend sits on a fieldset's border; floated, it is a heading inside it. */}
      <legend className="float-left w-full font-semibold">Add-ons</legend>
      <p className="text-sm text-stone-600">{open ? 'Tick any you would like; the total follows.' : 'What was chosen on accepting.'}</p>
      <ul className="mt-1 divide-y divide-stone-200">
        {addOns.map((item) => {
          const taken = chosen.includes(item.id);
          return (
            <li key={item.id} className="py-3">
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 size-6 shrink-0 accent-(--brand)"
                  checked={taken}
                  disabled={!open}
                  onChange={() => onToggle(item.id)}
                />
                <span className="min-w-0 flex-1">
                  <span className="flex items-start justify-between gap-3">
                    <span className="font-medium break-words">{item.description}</span>
                    <span className="font-semibold">{`+${displayAmount(item.totalPrice)}`}</span>
                  </span>
                  <span className="mt-1 block text-sm text-stone-600">
                    {`Qty ${displayQuantityText(item.quantity)} · Rate ${displayAmount(item.unitPrice)}`}
                    {!open && (taken ? ' · Chosen' : ' · Not chosen')}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
