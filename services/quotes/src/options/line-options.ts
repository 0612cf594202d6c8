import { OptionMessages } from '@cobber/contracts';
import { badRequest } from '@cobber/kit';

/**
 * Every line names an option of its own quote or none: another quote's option (or a made-up
 * id) is a 400 naming the line's `optionId` (`fieldOf` says where the line sat in the request).
 */
export function assertLinesInOptions(
  lines: readonly { option_id?: string | null | undefined }[],
  optionIds: readonly string[],
  fieldOf: (index: number) => string,
): void {
  const known = new Set(optionIds);
  const index = lines.findIndex((line) => (line.option_id ?? null) !== null && !known.has(line.option_id!));
  if (index >= 0) throw badRequest(OptionMessages.notAnOption, { [fieldOf(index)]: OptionMessages.notAnOption });
}
