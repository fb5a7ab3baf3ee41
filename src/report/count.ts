// "1 metric", "3 metrics": every text the tool writes counts things the same way.

/** `n` and the noun, plural but for one (`plural` where it is not the noun with an s). */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}
