import { formatMoney, formatQuantity, parseMoney, parseQuantity, travelCostCents, type UpdateQuote } from '@cobber/contracts';
import type { HistoryInput } from './repository.ts';
import type { QuoteRow } from './rows.ts';

/** Travel is part of the subtotal when included: distance × cost per km. */
export function travelCents(quote: QuoteRow): number {
  return quote.include_travel ? travelCostCents(parseQuantity(quote.travel_distance), parseMoney(quote.cost_per_km)) : 0;
}

type TravelColumn = 'include_travel' | 'travel_distance' | 'cost_per_km';

export interface TravelEdit {
  columns: Partial<Pick<QuoteRow, TravelColumn>>;
  /** One entry per travel field that really changed. */
  history: HistoryInput[];
}

const shown = (value: boolean | string) => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value);

/** Travel as an edit sends it (`includeTravel`, `travelDistance` km, `costPerKm`): what really changes. */
export function editTravel(quote: QuoteRow, input: UpdateQuote): TravelEdit {
  const sent: [TravelColumn, string, boolean | string | undefined][] = [
    ['include_travel', 'Include travel', input.includeTravel],
    ['travel_distance', 'Travel distance (km)', input.travelDistance === undefined ? undefined : formatQuantity(input.travelDistance)],
    ['cost_per_km', 'Cost per km', input.costPerKm === undefined ? undefined : formatMoney(input.costPerKm)],
  ];
  const edit: TravelEdit = { columns: {}, history: [] };
  for (const [column, label, value] of sent) {
    if (value === undefined || value === quote[column]) continue;
    Object.assign(edit.columns, { [column]: value });
    edit.history.push({ changeType: 'updated', description: `${label} changed`, fieldChanged: label, oldValue: shown(quote[column]), newValue: shown(value) });
  }
  return edit;
}
