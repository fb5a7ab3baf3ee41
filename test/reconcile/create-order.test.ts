// The order apply creates in: components before the composites that name them, in waves.
import { describe, expect, it } from 'vitest';
import type { PlannedDefinition } from '../../src/reconcile/compare-ledger.js';
import { creationWaves } from '../../src/reconcile/create-order.js';

function planned(name: string, type: string, components: string[] = []): PlannedDefinition {
  const metricComponentMetrics = components.map((id) => {
    const [componentName, componentType] = id.split('::');
    return { name: componentName, type: componentType };
  });
  return {
    definition: {
      id: `${name}::${type}`,
      name,
      type,
      body: { name, type, ...(components.length > 0 && { metricComponentMetrics }) },
    },
    action: 'create',
    hash: '',
  } as unknown as PlannedDefinition;
}

const ids = (waves: PlannedDefinition[][]) => waves.map((wave) => wave.map((entry) => entry.definition.id));

describe('creationWaves', () => {
  it('puts each metric one wave after the latest metric it names, in the order given within a wave', () => {
    const waves = creationWaves([
      planned('ratio_of_ratios', 'composite', ['per_user::composite', 'total::sum']),
      planned('per_user', 'composite', ['total::sum', 'users::sum']),
      planned('total', 'sum'),
      planned('elsewhere', 'composite', ['recorded_long_ago::sum']),
      planned('users', 'sum'),
    ]);
    expect(ids(waves)).toEqual([
      ['total::sum', 'elsewhere::composite', 'users::sum'],
      ['per_user::composite'],
      ['ratio_of_ratios::composite'],
    ]);
  });

  it('puts what is on a cycle (refused earlier, by the catalogue checks) in a last wave', () => {
    const waves = creationWaves([
      planned('a', 'composite', ['b::composite']),
      planned('b', 'composite', ['a::composite']),
      planned('c', 'sum'),
    ]);
    expect(ids(waves)).toEqual([['c::sum'], ['a::composite', 'b::composite']]);
  });

  // Observed: a pull request adding a chain of 3,000 composites, each naming the one before, made
  // plan fail with "unexpected error: Maximum call stack size exceeded": the depth of each metric
  // was found by recursion, one call per link.
  it('orders a chain of 20,000 composites, each naming the one before', () => {
    const chain = Array.from({ length: 20_000 }, (_, i) =>
      planned(`level_${i}`, 'composite', i === 0 ? [] : [`level_${i - 1}::composite`]),
    );
    const waves = creationWaves([...chain].reverse());
    expect(waves).toHaveLength(20_000);
    expect(waves[0]!.map((entry) => entry.definition.id)).toEqual(['level_0::composite']);
    expect(waves.at(-1)!.map((entry) => entry.definition.id)).toEqual(['level_19999::composite']);
  });
});
