import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

const LOCK_FILE = 'cobber.pid';

/** A second start on a data folder in use: exit 2 with this message. */
export class DataFolderInUse extends Error {
  override name = 'DataFolderInUse';
  readonly pid: number;

  constructor(pid: number) {
    super(`Cobber is already running on this data folder (pid ${pid})`);
    this.pid = pid;
  }
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When a process started (Linux: clock ticks since boot), so a reused PID is not taken for ours. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

interface Holder {
  pid: number;
  started: string | null;
}

function holderOf(file: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
    return typeof holder.pid === 'number' ? holder : null;
  } catch {
    return null;
  }
}

function stillRunning(holder: Holder): boolean {
  if (!processAlive(holder.pid)) return false;
  const started = startTime(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

/**
 * One Cobber per data folder: `cobber.pid` is created exclusively with this process's id
 * and start time. A file left by a process that is gone (or whose PID now belongs to
 * another program) is taken over; a live holder means `DataFolderInUse`, and nothing in
 * the folder is touched. Answers a release for a clean stop.
 */
export async function claimDataFolder(dir: string): Promise<() => void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, LOCK_FILE);
  const me: Holder = { pid: process.pid, started: startTime(process.pid) };
  // Written whole under another name, then linked into place: the lock never exists half-written.
  const mine = `${file}.${process.pid}`;
  writeFileSync(mine, JSON.stringify(me), { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(mine, file);
        return () => {
          if (holderOf(file)?.pid === process.pid) rmSync(file, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = holderOf(file);
        if (holder && holder.pid !== process.pid && stillRunning(holder)) throw new DataFolderInUse(holder.pid);
        rmSync(file, { force: true });
      }
    }
    throw new Error(`Could not claim the data folder ${dir}`);
  } finally {
    rmSync(mine, { force: true });
  }
}
