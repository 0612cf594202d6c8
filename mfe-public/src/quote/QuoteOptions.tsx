import type { PublicItem, QuoteOption } from '@cobber/contracts';
import { displayAmount, displayMoney, displayQuantityText, parseMoney } from '@cobber/contracts/display';
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
 * its own lines, what the lines in every option add, and its subtotal, GST and total, so
 * its sums add up on the card; "Choose this option" picks it for the acceptance below.
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
                <OptionPrice option={option} lines={lines} />
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

/**
 * An option's sums: the lines in every option (and travel) are what its subtotal adds to
 * its own lines, so the card adds up without the client doing it across two cards.
 */
function OptionPrice({ option, lines }: { option: QuoteOption; lines: PublicItem[] }) {
  const ownCents = lines.reduce((sum, item) => sum + parseMoney(item.totalPrice), 0);
  const inEveryOption = parseMoney(option.subtotal) - ownCents;
  const row = 'flex justify-between text-sm text-stone-700';
  return (
    <dl className="space-y-1 border-t border-stone-200 pt-2">
      {inEveryOption !== 0 && (
        <div className={row}>
          <dt>In every option (below)</dt>
          <dd>{displayMoney(inEveryOption)}</dd>
        </div>
      )}
      <div className={row}>
        <dt>Subtotal</dt>
        <dd>{displayAmount(option.subtotal)}</dd>
      </div>
      {option.taxAmount !== '0.00' && (
        <div className={row}>
          <dt>GST (10%)</dt>
          <dd>{displayAmount(option.taxAmount)}</dd>
        </div>
      )}
      <div className="flex items-baseline justify-between">
        <dt className="font-semibold">Total</dt>
        <dd className="text-2xl font-bold">{displayAmount(option.total)}</dd>
      </div>
    </dl>
  );
}
