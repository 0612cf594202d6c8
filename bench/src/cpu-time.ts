import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second in /proc (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function stat(pid: number): { ppid: number; ticks: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: the fields start after its closing parenthesis.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system, ms) a process and every process under it have used so far:
 * the app with its PostgreSQL. What a request costs in CPU holds on a busy machine, where
 * its latency does not.
 */
export function cpuMsOfTree(root: number): number {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => ({ pid: Number(name), ...stat(Number(name)) }));
  const inTree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of all) {
      if (p.ppid !== undefined && inTree.has(p.ppid) && !inTree.has(p.pid)) {
        inTree.add(p.pid);
        grew = true;
      }
    }
  }
  const ticks = all.filter((p) => inTree.has(p.pid)).reduce((sum, p) => sum + (p.ticks ?? 0), 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** CPU time (ms) of the process alone, not of those it started. */
export function cpuMsOf(pid: number): number {
  return ((stat(pid)?.ticks ?? 0) * 1000) / TICKS_PER_SECOND;
}
