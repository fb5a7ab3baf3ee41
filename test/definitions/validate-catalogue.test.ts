// The example catalogue in metrics/ is what a new user copies from: it must be valid, cover every
// request type of docs/api-contract.md, and point editors at the JSON Schema.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { METRIC_TYPES } from '../../src/definitions/schema.js';
import { type ValidationResult, validateRepository } from '../../src/definitions/validate.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let result: ValidationResult;

beforeAll(async () => {
  const outcome = await validateRepository({ cwd: ROOT });
  if (!outcome.ok) throw new Error(`config error: ${JSON.stringify(outcome.diagnostics)}`);
  result = outcome.result;
});

describe('the example catalogue', () => {
  it('is valid, without a single warning', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.definitions.every((d) => d.valid)).toBe(true);
  });

  it('has every request type, in several files, some with several documents', () => {
    expect(new Set(result.definitions.map((d) => d.type))).toEqual(new Set(METRIC_TYPES));
    expect(result.files).toBeGreaterThanOrEqual(5);
    expect(result.definitions.length).toBeGreaterThanOrEqual(10);
    expect(result.definitions.length).toBeLessThanOrEqual(20);
    const perFile = new Map<string, number>();
    for (const d of result.definitions) perFile.set(d.file, (perFile.get(d.file) ?? 0) + 1);
    expect([...perFile.values()].some((n) => n > 1)).toBe(true);
  });

  it('has warehouse-native metrics that read through metricSources', () => {
    const warehouse = result.definitions.filter((d) => d.body.warehouseNative !== undefined);
    expect(warehouse.length).toBeGreaterThanOrEqual(2);
    for (const d of warehouse) {
      const sources = (d.body.warehouseNative as { metricSources?: unknown[] }).metricSources;
      expect(sources?.length, d.id).toBeGreaterThan(0);
    }
  });

  it('composite metrics name metrics of the catalogue', () => {
    const ids = new Set(result.definitions.map((d) => d.id));
    const composites = result.definitions.filter((d) => d.type === 'composite' || d.type === 'composite_sum');
    for (const d of composites) {
      for (const component of d.body.metricComponentMetrics as { name: string; type: string }[]) {
        expect(ids, `${d.id} names ${component.name}`).toContain(`${component.name}::${component.type}`);
      }
    }
  });

  it('every file starts with a yaml-language-server line that finds the schema', () => {
    for (const file of new Set(result.definitions.map((d) => d.file))) {
      const firstLine = readFileSync(join(ROOT, file), 'utf8').split('\n', 1)[0]!;
      const match = /^# yaml-language-server: \$schema=(.+)$/.exec(firstLine);
      expect(match, file).not.toBeNull();
      const schemaPath = join(ROOT, dirname(file), match![1]!);
      expect(existsSync(schemaPath), `${file} → ${match![1]}`).toBe(true);
      expect(schemaPath).toBe(join(ROOT, 'schema/metric.schema.json'));
    }
  });
});
