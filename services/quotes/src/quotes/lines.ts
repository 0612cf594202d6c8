import { ItemTypeLabels } from '@cobber/contracts';
import { type Knex } from '@cobber/kit';
import { assertTotalFits, planTouchesAmounts, writeLinePlan, type LineField, type LinePlan } from '@cobber/documents';
import type { HistoryInput } from './repository.ts';
import { QUOTE_LINES, type ItemRow, type QuoteRow } from './rows.ts';
import { assertPriceOpen } from './service.ts';
import { travelCents } from './travel.ts';
import { assertLinesInOptions } from '../options/line-options.ts';
import { listOptions } from '../options/repository.ts';

function describeItem(item: Pick<ItemRow, 'type' | 'description'>): string {
  return `${ItemTypeLabels[item.type]} "${item.description}"`;
}

const FIELD_LABELS: Record<LineField, string> = { description: 'description', detailedDescription: 'details', quantity: 'quantity', unitPrice: 'rate', type: 'type', optional: 'add-on', optionId: 'option' };

const amountOf = (line: ItemRow) => `${line.quantity} × $${line.unit_price}`;

/** The quote's history of a change to its lines: each line added or removed, each field changed. */
function lineHistory(plan: LinePlan<ItemRow>): HistoryInput[] {
  const number = (line: ItemRow) => plan.before.findIndex((old) => old.id === line.id) + 1;
  return [
    ...plan.removed.map((line): HistoryInput => ({ changeType: 'updated', description: `Removed ${describeItem(line)}`, fieldChanged: 'Items', oldValue: amountOf(line) })),
    ...plan.changed.flatMap(({ before, fields }) =>
      fields.map(({ field, before: oldValue, after: newValue }): HistoryInput => ({
        changeType: 'updated',
        description: `Changed ${describeItem(before)}`,
        fieldChanged: `Item ${number(before)} ${FIELD_LABELS[field]}`,
        oldValue,
        newValue,
      })),
    ),
    ...plan.added.map((line): HistoryInput => ({ changeType: 'updated', description: `Added ${describeItem(line)}`, fieldChanged: 'Items', newValue: amountOf(line) })),
    ...(plan.reordered ? [{ changeType: 'updated', description: 'Items reordered', fieldChanged: 'Items' } as const] : []),
  ];
}

/**
 * Writes a change to the quote's lines in the caller's transaction, the quote's row
 * locked: one that moves money needs an unanswered quote whose total still fits (400
 * naming `field`). Answers its history entries.
 */
export async function saveLines(trx: Knex.Transaction, quote: QuoteRow, plan: LinePlan<ItemRow>, field: string): Promise<HistoryInput[]> {
  const options = await listOptions(trx, quote.id);
  assertLinesInOptions(plan.after, options.map((option) => option.id), (index) => (field === 'items' ? `items.${index}.optionId` : 'optionId'));
  if (planTouchesAmounts(plan)) {
    assertPriceOpen(quote);
    assertTotalFits(QUOTE_LINES, plan.after, travelCents(quote), field);
  }
  await writeLinePlan(trx, QUOTE_LINES, plan);
  return lineHistory(plan);
}
