// "1 metric", "3 metrics": every text the tool writes counts things the same way.

export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
