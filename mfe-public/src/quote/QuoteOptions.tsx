import type { PublicItem, QuoteOption } from '@cobber/contracts';
import { displayAmount, displayQuantityText } from '@cobber/contracts/display';
import { Card } from '@cobber/ui';

interface QuoteOptionsProps {
  options: QuoteOption[];
  items: PublicItem[];
  /** The option picked on this page, or the one chosen on accepting. */
  selected: string | null;
  /** While the quote awaits an answer the client picks; after, the cards say which was taken. */
  choosing: boolean;
  onChoose(id: string): void;
}

/**
 * The options side by side: stacked on a phone, in a row on a wider screen. Each card has
 * its own lines and its total with the lines in every option; "Choose this option" picks it
 * for the acceptance below.
 */
export function QuoteOptions({ options, items, selected, choosing, onChoose }: QuoteOptionsProps) {
  return (
    <section aria-labelledby="options-heading" className="space-y-3">
      <h2 id="options-heading" className="text-lg font-bold">
        {choosing ? 'Choose an option' : 'Options'}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {options.map((option) => {
          const picked = option.id === selected;
          const lines = items.filter((item) => item.optionId === option.id && !item.optional && item.type !== 'deposit');
          return (
            <li key={option.id}>
              <Card className={`flex h-full flex-col gap-3 ${picked ? 'ring-2 ring-(--brand)' : ''}`}>
                <h3 className="text-lg font-semibold text-stone-900">{option.name}</h3>
                <ul className="flex-1 space-y-2 text-sm">
                  {lines.map((item) => (
                    <li key={item.id}>
                      <span className="flex justify-between gap-2">
                        <span className="min-w-0 break-words">{item.description}</span>
                        <span className="font-semibold">{displayAmount(item.totalPrice)}</span>
                      </span>
                      <span className="text-stone-600">{`Qty ${displayQuantityText(item.quantity)} · Rate ${displayAmount(item.unitPrice)}`}</span>
                    </li>
                  ))}
                </ul>
                <p className="flex items-baseline justify-between border-t border-stone-200 pt-2">
                  <span className="font-semibold">Total</span>
                  <span className="text-2xl font-bold">{displayAmount(option.total)}</span>
                </p>
                {choosing ? (
                  <button
                    type="button"
                    aria-pressed={picked}
                    className={`inline-flex h-12 w-full items-center justify-center rounded-xl px-4 font-semibold transition ${picked ? 'bg-(--brand) text-(--brand-on)' : 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-50'}`}
                    onClick={() => onChoose(option.id)}
                  >
                    {picked ? 'Chosen' : 'Choose this option'}
                  </button>
                ) : (
                  picked && <p className="text-center font-semibold text-stone-800">The option chosen</p>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-stone-600">Each total includes the lines in every option below.</p>
    </section>
  );
}
