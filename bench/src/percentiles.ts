/** p-th percentile (nearest rank) of durations in ms. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

export function describe(samples: number[]): string {
  return `p50 ${percentile(samples, 50).toFixed(1)} ms   p99 ${percentile(samples, 99).toFixed(1)} ms   (${samples.length} samples)`;
}

/** Runs `task` `count` times with `concurrency` in flight, timing each. */
export async function timed(count: number, concurrency: number, task: (i: number) => Promise<void>): Promise<number[]> {
  const samples: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const started = performance.now();
        await task(i);
        samples.push(performance.now() - started);
      }
    }),
  );
  return samples;
}
