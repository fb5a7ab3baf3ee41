// Temporary repositories for end-to-end tests: a config and definition files on disk.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import type { LoadedDefinition } from '../../src/definitions/validate.js';

export interface TempRepo {
  dir: string;
  write(path: string, text: string): Promise<void>;
  read(path: string): Promise<string>;
  remove(path: string): Promise<void>;
  ledger(): Promise<{
    version: number;
    metrics: Record<string, { hash: string; file: string }>;
    pending?: Record<string, unknown>;
  }>;
  cleanup(): Promise<void>;
}

/** A config that lets tests go fast: no client-side pacing to wait on. */
export const FAST_CONFIG = {
  api: { concurrency: 8, rateLimit: { requests: 100_000, perSeconds: 1 }, timeoutMs: 5_000 },
};

export async function makeRepo(config: Record<string, unknown> = FAST_CONFIG): Promise<TempRepo> {
  const dir = await mkdtemp(join(tmpdir(), 'mac-repo-'));
  const repo: TempRepo = {
    dir,
    async write(path, text) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    },
    read: (path) => readFile(join(dir, path), 'utf8'),
    remove: (path) => rm(join(dir, path), { force: true }),
    async ledger() {
      try {
        return JSON.parse(await repo.read('.metrics-as-code/state.json'));
      } catch {
        return { version: 1, metrics: {} };
      }
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
  await repo.write('metrics-as-code.yaml', stringify(config));
  return repo;
}

/** A valid cloud metric of the simplest kind. */
export function countMetric(name: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name,
    type: 'event_count_custom',
    description: `How often ${name} happens`,
    unitTypes: ['userID'],
    metricEvents: [{ name: `${name}_event`, type: 'count' }],
    ...extra,
  };
}

/** Several definitions in one YAML file, one document each. */
export function yamlDocuments(definitions: readonly Record<string, unknown>[]): string {
  return definitions.map((definition) => stringify(definition)).join('---\n');
}

/**
 * `count` loaded definitions as the engine holds them after validation, without files: for
 * tests and benchmarks of what comes after (the ledger, the plan) at the scale of a catalogue.
 */
export function bigCatalogue(count: number): LoadedDefinition[] {
  return Array.from({ length: count }, (_, i) => {
    const body = countMetric(`metric_${i}`, {
      description: `How often metric ${i} happens`,
      tags: ['checkout', 'core'],
    });
    const file = `metrics/team_${i % 100}.yaml`;
    return {
      file,
      line: 1 + Math.floor(i / 100) * 8,
      column: 1,
      name: body.name as string,
      type: body.type as string,
      id: `${body.name as string}::${body.type as string}`,
      body,
      valid: true,
      locate: () => ({ file, line: 1, column: 1 }),
    };
  });
}
