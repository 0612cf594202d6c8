/**
 * Options the client chooses between (good, better, best): one rule for which lines an
 * option bills, used by the quotes service, the invoice made from a quote and the client's
 * page. No zod here, so the page can take it alone.
 */

/** The most options a quote offers. */
export const MAX_OPTIONS = 3;

export const OptionMessages = {
  nameRequired: 'Give the option a name',
  tooMany: 'A quote offers at most 3 options',
  choose: 'Choose one of the options',
  notAnOption: "Choose one of this quote's options",
  noOptions: 'This quote has no options to choose from',
} as const;

/** The lines of one option: the lines in every option (no option) and its own. */
export function optionLines<T>(lines: readonly T[], optionOf: (line: T) => string | null | undefined, optionId: string | null): T[] {
  return lines.filter((line) => {
    const own = optionOf(line) ?? null;
    return own === null || own === optionId;
  });
}

/**
 * The option a quote's own total stands for: the one the client chose, and before they
 * choose, the first one offered (its "from" price). Null for a quote without options.
 */
export function billedOptionId(options: readonly { id: string }[], chosenId: string | null | undefined): string | null {
  return chosenId ?? options[0]?.id ?? null;
}
