// The order apply creates in: a metric after the metrics it names that are created in the same
// run (components before the composites that use them), in waves that each run at full
// concurrency. References to metrics that already exist, or are not created here, impose nothing.
import { referencesOf } from '../definitions/catalogue.js';
import type { PlannedDefinition } from './compare-ledger.js';

/** The ids an entry names (of those `creating` holds, when given: what this run also creates). */
export function dependenciesOf(entry: PlannedDefinition, creating?: ReadonlySet<string>): string[] {
  return referencesOf(entry.definition.body)
    .map((reference) => reference.id)
    .filter((id) => id !== entry.definition.id && (!creating || creating.has(id)));
}

/**
 * The components `entry` names that the tree defines as invalid and nothing created yet: it waits
 * for them (created now, it would name a metric the Console does not have).
 */
export function invalidComponents(
  entry: PlannedDefinition,
  plannedById: (id: string) => PlannedDefinition | undefined,
): string[] {
  return dependenciesOf(entry).filter((id) => {
    const component = plannedById(id);
    return component?.action === 'invalid' && !component.recorded;
  });
}

/**
 * Waves of creates: each entry comes one wave after the latest of its dependencies, in the order
 * given within a wave. A wave releases the entries whose last dependency it holds, so a chain of
 * any length takes no recursion. Cycles are refused before this (catalogue checks); what is on one
 * goes in a last wave, where its missing component makes it skip.
 */
export function creationWaves(entries: readonly PlannedDefinition[]): PlannedDefinition[][] {
  const creating = new Set(entries.map((entry) => entry.definition.id));
  const position = new Map(entries.map((entry, i) => [entry.definition.id, i]));
  const waiting = entries.map(() => 0);
  const dependents = entries.map((): number[] => []);
  entries.forEach((entry, i) => {
    for (const id of new Set(dependenciesOf(entry, creating))) {
      waiting[i]!++;
      dependents[position.get(id)!]!.push(i);
    }
  });
  const waves: PlannedDefinition[][] = [];
  let wave = entries.flatMap((_, i) => (waiting[i] === 0 ? [i] : []));
  while (wave.length > 0) {
    waves.push(wave.map((i) => entries[i]!));
    const next: number[] = [];
    for (const i of wave) for (const j of dependents[i]!) if (--waiting[j]! === 0) next.push(j);
    wave = next.sort((a, b) => a - b);
  }
  const onCycles = entries.filter((_, i) => waiting[i]! > 0);
  return onCycles.length > 0 ? [...waves, onCycles] : waves;
}
