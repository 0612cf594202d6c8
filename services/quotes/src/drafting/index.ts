/**
 * AI drafting for `POST /api/generate-quote`: the OpenAI-compatible drafter
 * when an API key is set, else the built-in one (the embedded default, no network).
 */
import type { Logger } from '@cobber/kit';
import { createBuiltinDrafter } from './builtin-drafter.ts';
import type { QuoteDrafter } from './drafter.ts';
import { createOpenAiDrafter } from './openai-drafter.ts';

export type { DraftContext, QuoteDrafter } from './drafter.ts';
export { createBuiltinDrafter, draftQuote } from './builtin-drafter.ts';
export { createOpenAiDrafter, DEFAULT_DRAFT_TIMEOUT_MS, DEFAULT_OPENAI_MODEL } from './openai-drafter.ts';

export interface DrafterOptions {
  /** `OPENAI_API_KEY`; without it, the built-in drafter. */
  apiKey?: string | undefined;
  /** `OPENAI_BASE_URL`: any OpenAI-compatible server (Ollama, vLLM, a test server). */
  baseURL?: string | undefined;
  /** `OPENAI_MODEL`, default gpt-4o-mini. */
  model?: string | undefined;
  timeoutMs?: number | undefined;
  logger?: Logger | undefined;
}

export function createDrafter(options: DrafterOptions = {}): QuoteDrafter {
  const { apiKey, ...rest } = options;
  return apiKey ? createOpenAiDrafter({ apiKey, ...rest }) : createBuiltinDrafter();
}
