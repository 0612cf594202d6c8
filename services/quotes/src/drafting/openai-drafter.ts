/**
 * Drafting with a model behind the OpenAI API (or any compatible server via baseURL):
 * structured output checked against the contracts' `QuoteDraft`, a prompt that carries
 * the business's trade, rate, GST setting and the price book items closest to the job,
 * the answer held to the notes it cites and priced from the book (grounding.ts), and one
 * clear 502 when the model fails, is too slow or answers out of schema.
 */
import { ErrorCode, formatMoney, parseMoney, QuoteDraft } from '@cobber/contracts';
import { HttpError, type Logger } from '@cobber/kit';
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { closestBookItems } from './book-match.ts';
import type { DraftContext, QuoteDrafter } from './drafter.ts';
import { heldToOptions } from './choices.ts';
import { groundDraft } from './grounding.ts';

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
- Every line answers words of the job description: put those words in "from", copied exactly as written there (for example "2 interconnected smoke alarms"). Do not add a line the job description does not ask for; a line whose "from" is not in the job description is thrown away.
- Materials: realistic Australian supply prices for the quantities the job needs (counts, metres, square metres). When an item of the business's price book matches, use its description and price exactly and set source to "price_book"; otherwise set source to "typical". When you do not know a price, put 0.
- An item the job description says the client supplies: list it with unit_cost 0. Work the job description rules out (not required, excluded, by others): leave it out.
- Other: fixed charges the job description names, such as disposal, skip bins or equipment hire, with source as for materials. Leave empty when none apply; the business adds its own standard items itself.
- Quantities: add up counts spread over the notes ("six downlights in the lounge and three on the deck" is 9, with all of those words in "from") and read numbers written as words ("a pair" is 2, "a dozen" is 12).
- Travel: the distance as "45 km" when the job mentions one, otherwise null.
- Choices: when the job description asks to quote a choice ("option of a 2.5 kW or 3.5 kW split system", "either … or …", "basic and premium", "quote both"), draft each choice's own lines with "option" set to the choice's short name in the job description's words ("2.5 kW"), at most 3 choices; lines in every choice (labour, call-out, installation they share) have "option" null. Without a choice, "option" is null on every line.
- Title: short, like "Kitchen power points and downlights". Description: a professional scope of work a client can read, in Australian English.`;

/**
 * What the model answers: the draft with every key required (structured outputs allow no
 * optional ones), each line citing in `from` the words of the notes it answers, each
 * material and other line saying whether its price is the tradie's own (from the price
 * book) or typical. Labour is always at the business's rate.
 */
const ModelSource = z.enum(['price_book', 'typical']);
/** Required in the schema the model sees; a server that leaves it out drafts no options. */
const ModelOption = z.string().nullable().optional();
const ModelDraft = z.strictObject({
  title: QuoteDraft.shape.title,
  description: QuoteDraft.shape.description,
  labour: z.array(z.strictObject({ item: z.string(), hours: z.number(), rate: z.number(), from: z.string(), option: ModelOption })),
  materials: z.array(z.strictObject({ item: z.string(), quantity: z.number(), unit_cost: z.number(), source: ModelSource, from: z.string(), option: ModelOption })),
  other: z.array(z.strictObject({ item: z.string(), cost: z.number(), source: ModelSource, from: z.string(), option: ModelOption })),
  travel: QuoteDraft.shape.travel,
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

/**
 * Lines the app could not create (no name, no hours, no quantity, a price below zero) are
 * left out; $0.00 stays, saying the price is needed or the client supplies it.
 */
function usable(draft: QuoteDraft): QuoteDraft {
  const positive = (n: number) => Number.isFinite(n) && n > 0;
  const price = (n: number) => Number.isFinite(n) && n >= 0;
  return {
    ...draft,
    labour: draft.labour.filter((l) => l.item.trim() && positive(l.hours) && positive(l.rate)),
    materials: draft.materials.filter((m) => m.item.trim() && positive(m.quantity) && price(m.unit_cost)),
    other: draft.other.filter((o) => o.item.trim() && price(o.cost)),
  };
}

const lineCount = (draft: QuoteDraft) => draft.labour.length + draft.materials.length + draft.other.length;

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
      if (!checked.success || !checked.data.title.trim() || lineCount(checked.data) === 0) {
        throw badGateway('The AI quote service answered with a draft Cobber could not read.');
      }
      const draft = heldToOptions(usable(groundDraft(jobDescription, checked.data, context)));
      if (lineCount(draft) === 0) throw badGateway('The AI quote service drafted no line from the words of your notes.');
      return draft;
    },
  };
}
