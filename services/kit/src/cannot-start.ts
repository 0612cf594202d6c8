/**
 * A start-up that cannot go on because of the machine, not the code: the message is one
 * line that names the cause and what to do, printed as it is (exit 2, no stack).
 */
export class CannotStart extends Error {
  override name = 'CannotStart';
}

/** The first line of a program's complaint, for a one-line message. */
export function firstLine(text: string | Buffer | null | undefined): string {
  return String(text ?? '').trim().split('\n')[0]?.trim() ?? '';
}
