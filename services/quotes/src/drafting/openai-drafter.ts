/**
 * Drafting with a model behind the OpenAI API (or any compatible server via baseURL):
 * structured output checked against the contracts' `QuoteDraft`, a prompt that carries
 * the business's trade, rate, GST setting and the price book items closest to the job,
 * the answer re-priced from the book (reprice.ts), and one clear 502 when the model
 * fails, is too slow or answers out of schema (NOTES.md "openai SDK").
 */
import { ErrorCode, formatMoney, parseMoney, QuoteDraft } from '@cobber/contracts';
import { HttpError, type Logger } from '@cobber/kit';
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { closestBookItems } from './book-match.ts';
import type { DraftContext, QuoteDrafter } from './drafter.ts';
import { repriceFromBook } from './reprice.ts';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
export const DEFAULT_DRAFT_TIMEOUT_MS = 20_000;
/** Enough of the tradie's own prices to price the job without a long prompt. */
const PROMPT_BOOK_ITEMS = 20;

export interface OpenAiDrafterOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model?: string | undefined;
  timeoutMs?: number | undefined;
  logger?: Logger | undefined;
}

const INSTRUCTIONS = `You are the estimator for an Australian trades business. Turn the job description into a quote draft.
- Prices in Australian dollars, excluding GST; GST is added by the app.
- Labour: one line per trade or task, hours in quarter hours, at the business's hourly rate unless the job says otherwise. Include at least 1 hour.
- Materials: realistic Australian supply prices for the quantities the job needs (counts, metres, square metres). When an item of the business's price book matches, use its description and price exactly and set source to "price_book"; otherwise set source to "typical".
- Other: fixed charges such as disposal, skip bins, certificates or equipment hire, with source as for materials. Leave empty when none apply.
- Quantities: add up counts spread over the notes ("six downlights in the lounge and three on the deck" is 9) and read numbers written as words ("a pair" is 2, "a dozen" is 12).
- Travel: the distance as "45 km" when the job mentions one, otherwise null.
- Title: short, like "Kitchen power points and downlights". Description: a professional scope of work a client can read, in Australian English.`;

/**
 * What the model answers: the draft with every key required (structured outputs allow no
 * optional ones), each material and other line saying whether its price is the tradie's
 * own (from the price book) or typical. Labour is always at the business's rate.
 */
const ModelSource = z.enum(['price_book', 'typical']);
const ModelDraft = z.strictObject({
  ...QuoteDraft.shape,
  labour: z.array(z.strictObject({ item: z.string(), hours: z.number(), rate: z.number() })),
  materials: z.array(z.strictObject({ item: z.string(), quantity: z.number(), unit_cost: z.number(), source: ModelSource })),
  other: z.array(z.strictObject({ item: z.string(), cost: z.number(), source: ModelSource })),
});

function prompt(jobDescription: string, context: DraftContext): string {
  const priced = context.priceBook.filter((item) => item.type !== 'labor');
  const closest = closestBookItems(priced, jobDescription, PROMPT_BOOK_ITEMS)
    .map((item) => `- ${item.description} (${item.type}): $${formatMoney(parseMoney(item.unitPrice))}${item.unit ? ` per ${item.unit}` : ''}`);
  return [
    `Business: ${context.businessName}`,
    `Trade: ${context.trade?.trim() || 'not stated'}`,
    `Hourly rate: $${context.hourlyRate.toFixed(2)} per hour`,
    `GST: ${context.applyGST ? 'registered; GST of 10% is added to the subtotal' : 'not registered; no GST is charged'}`,
    closest.length ? `Price book (the business's own prices):\n${closest.join('\n')}` : 'Price book: no matching items',
    `Job description:\n${jobDescription.trim()}`,
  ].join('\n\n');
}

/** Lines the app could not create (no hours, no cost) are left out; a draft with none left is refused. */
function usable(draft: QuoteDraft): QuoteDraft | null {
  const positive = (n: number) => Number.isFinite(n) && n > 0;
  const cleaned: QuoteDraft = {
    ...draft,
    labour: draft.labour.filter((l) => l.item.trim() && positive(l.hours) && positive(l.rate)),
    materials: draft.materials.filter((m) => m.item.trim() && positive(m.quantity) && positive(m.unit_cost)),
    other: draft.other.filter((o) => o.item.trim() && positive(o.cost)),
  };
  const lines = cleaned.labour.length + cleaned.materials.length + cleaned.other.length;
  return lines > 0 && cleaned.title.trim() ? cleaned : null;
}

function badGateway(message: string): HttpError {
  return new HttpError(502, ErrorCode.badGateway, `${message} Try again, or build the quote by hand.`);
}

export function createOpenAiDrafter(options: OpenAiDrafterOptions): QuoteDrafter {
  const timeoutMs = options.timeoutMs ?? DEFAULT_DRAFT_TIMEOUT_MS;
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: timeoutMs, maxRetries: 0 });
  const model = options.model ?? DEFAULT_OPENAI_MODEL;

  async function ask(jobDescription: string, context: DraftContext) {
    try {
      const completion = await client.chat.completions.parse({
        model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: prompt(jobDescription, context) },
        ],
        response_format: zodResponseFormat(ModelDraft, 'quote_draft'),
      });
      return completion.choices[0]?.message.parsed ?? null;
    } catch (error) {
      options.logger?.warn({ err: error, model }, 'AI quote draft failed');
      if (error instanceof APIConnectionTimeoutError) {
        throw badGateway(`The AI quote service did not answer within ${Math.round(timeoutMs / 1000)} seconds.`);
      }
      if (error instanceof APIError && error.status) throw badGateway(`The AI quote service failed (HTTP ${error.status}).`);
      if (error instanceof APIError) throw badGateway('The AI quote service could not be reached.');
      return null;
    }
  }

  return {
    async draft(jobDescription, context) {
      const answer = await ask(jobDescription, context);
      const checked = ModelDraft.safeParse(answer);
      const draft = checked.success ? usable(checked.data) : null;
      if (!draft) throw badGateway('The AI quote service answered with a draft Cobber could not read.');
      return repriceFromBook(draft, context);
    },
  };
}
