// The order apply creates in: a metric after the metrics it names that are created in the same
// run (components before the composites that use them), in waves that each run at full
// concurrency. References to metrics that already exist, or are not created here, impose nothing.
import { referencesOf } from '../definitions/catalogue.js';
import type { PlannedDefinition } from './compare-ledger.js';

/** The ids an entry waits for: the metrics it names that this run also creates. */
export function dependenciesOf(entry: PlannedDefinition, creating: ReadonlySet<string>): string[] {
  return referencesOf(entry.definition.body)
    .map((reference) => reference.id)
    .filter((id) => id !== entry.definition.id && creating.has(id));
}

/**
 * Waves of creates: each entry comes one wave after the latest of its dependencies. Cycles are
 * refused before this (catalogue checks), so every entry gets a wave; one that somehow does not
 * goes last, where its missing component makes it skip.
 */
export function creationWaves(entries: readonly PlannedDefinition[]): PlannedDefinition[][] {
  const creating = new Set(entries.map((entry) => entry.definition.id));
  const byId = new Map(entries.map((entry) => [entry.definition.id, entry]));
  const depth = new Map<string, number>();
  const visiting = new Set<string>();
  const depthOf = (id: string): number => {
    const known = depth.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id)) return 0;
    visiting.add(id);
    const deps = dependenciesOf(byId.get(id)!, creating);
    const level = deps.length === 0 ? 0 : 1 + Math.max(...deps.map(depthOf));
    visiting.delete(id);
    depth.set(id, level);
    return level;
  };
  const waves: PlannedDefinition[][] = [];
  for (const entry of entries) {
    const level = depthOf(entry.definition.id);
    const wave = waves[level] ?? [];
    wave.push(entry);
    waves[level] = wave;
  }
  return waves.filter((wave) => wave !== undefined);
}
