// Timing helpers shared by the benchmarks: medians resist the noise of a shared machine.

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The median wall time of `runs` runs of `work`, in ms (awaited when it returns a promise). */
export async function medianMs(runs: number, work: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return median(times);
}

/**
 * The median wall time of each of `works`, in ms, run in turn `runs` times (one of each, then the
 * next round): a machine whose load changes during the run slows them all alike, so their ratios hold.
 */
export async function interleavedMediansMs<K extends string>(
  runs: number,
  works: Record<K, () => unknown>,
): Promise<Record<K, number>> {
  const names = Object.keys(works) as K[];
  const times = new Map<K, number[]>(names.map((name) => [name, []]));
  for (let i = 0; i < runs; i++) {
    for (const name of names) {
      const started = performance.now();
      await works[name]();
      times.get(name)!.push(performance.now() - started);
    }
  }
  return Object.fromEntries(names.map((name) => [name, median(times.get(name)!)])) as Record<K, number>;
}
