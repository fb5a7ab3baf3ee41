// Injected faults (docs/emulator.md): a seeded PRNG draws one number per Console API request,
// and the spec's rates carve [0, 1) into consecutive intervals, so the same seed and the same
// request order give the same faults on every run.
import { fail, ok, type Result } from './result.js';

const FAULT_KINDS = ['503', '500-after-commit', '429', 'reset'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRate {
  kind: FaultKind;
  rate: number;
}

const isFaultKind = (value: string): value is FaultKind => (FAULT_KINDS as readonly string[]).includes(value);

/** Parses `503:0.1,500-after-commit:0.1,429:0.05,reset:0.05`; rates are in [0, 1] and sum to at most 1. */
export function parseFaultSpec(spec: string): Result<FaultRate[]> {
  const rates: FaultRate[] = [];
  for (const part of spec.split(',').map((item) => item.trim())) {
    if (part === '') continue;
    const at = part.lastIndexOf(':');
    const kind = at < 0 ? part : part.slice(0, at);
    const rate = Number(part.slice(at + 1));
    if (!isFaultKind(kind)) {
      return fail(
        'faults.kind',
        `unknown fault \`${kind}\` in --faults: use KIND:RATE with KIND one of ${FAULT_KINDS.join(', ')}`,
      );
    }
    if (at < 0)
      return fail(
        'faults.rate',
        `fault \`${kind}\` needs its rate, a number from 0 to 1: write \`${kind}:0.1\``,
      );
    if (part.slice(at + 1).trim() === '' || !Number.isFinite(rate) || rate < 0 || rate > 1) {
      return fail(
        'faults.rate',
        `fault rate of \`${kind}\` must be a number from 0 to 1, got \`${part.slice(at + 1)}\``,
      );
    }
    if (rates.some((existing) => existing.kind === kind)) {
      return fail('faults.duplicate', `fault \`${kind}\` is given twice in --faults`);
    }
    rates.push({ kind, rate });
  }
  const total = rates.reduce((sum, { rate }) => sum + rate, 0);
  if (total > 1 + 1e-9)
    return fail('faults.total', `fault rates add up to ${total}; they must add up to at most 1`);
  return ok(rates);
}

/** mulberry32: tiny, fast and good enough to spread faults; not for anything secret. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws the fault (or none) for the next request; exactly one random number per call. */
export function faultDrawer(rates: readonly FaultRate[], random: () => number): () => FaultKind | undefined {
  return () => {
    if (rates.length === 0) return undefined;
    let point = random();
    for (const { kind, rate } of rates) {
      if (point < rate) return kind;
      point -= rate;
    }
    return undefined;
  };
}

export function emptyFaultCounts(): Record<FaultKind, number> {
  return { '503': 0, '500-after-commit': 0, '429': 0, reset: 0 };
}
