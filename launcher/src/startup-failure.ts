import { CannotStart, firstLine } from '@cobber/kit';

type Failure = Error & { code?: string; path?: string; port?: number };

function chain(error: unknown): Failure[] {
  const found: Failure[] = [];
  for (let at = error; at instanceof Error && found.length < 10; at = at.cause) found.push(at as Failure);
  return found;
}

/**
 * One line for a start-up that failed: the cause, in words, and what to do. Problems of
 * the machine (a port taken, a full disk, a folder Cobber may not write) are named; any
 * other failure is told by its messages.
 */
export function startupFailureLine(error: unknown): string {
  const causes = chain(error);
  const told = causes.map((cause) => firstLine(cause.message)).filter(Boolean);
  const refused = causes.find((cause) => cause instanceof CannotStart);
  if (refused) return refused.message;
  if (causes.some((cause) => cause.code === 'ENOSPC' || /No space left on device/.test(cause.message))) {
    return `The disk is full (${told.at(-1)}): free some space, or set DATA_DIR to a folder on a disk with room, then start again.`;
  }
  const taken = causes.find((cause) => cause.code === 'EADDRINUSE');
  if (taken) return `Port ${taken.port ?? ''} is taken by another program: stop it, or start Cobber with PORT set to a free port.`;
  const denied = causes.find((cause) => (cause.code === 'EACCES' || cause.code === 'EPERM') && cause.path);
  if (denied) return `Cobber may not use ${denied.path} (${denied.code}): start it as the user who owns that folder, or set DATA_DIR to a folder of yours.`;
  return `Cobber could not start: ${told.join(': ') || String(error)}. LOG_LEVEL=debug prints where it failed.`;
}
