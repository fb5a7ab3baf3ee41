// A fresh `npm ci` on Node 20 (what package.json declares) prints no engine warning: every
// locked package's `engines.node` accepts Node 20. Observed: content-type 3 (under
// @octokit/request) asked for Node 22; package.json overrides @octokit/request to a release that
// uses content-type 2.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const NODE = [20, 19, 0] as const;

/** Whether one comparator set of a range (`>=18`, `^20.12`, `>=0.6.11 <=0.7.0`) accepts NODE. */
function accepts(set: string): boolean {
  return set
    .trim()
    .split(/\s+(?=[<>^~=])/)
    .every((comparator) => {
      const match = /^(>=|<=|>|<|\^|~|=)?\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(comparator.trim());
      if (!match) throw new Error(`unread engines range: ${comparator}`);
      const [, op = '=', ...parts] = match;
      const version = parts.map((part) => Number(part ?? 0));
      const order = compare(NODE, version);
      if (op === '>=') return order >= 0;
      if (op === '>') return order > 0;
      if (op === '<=') return order <= 0;
      if (op === '<') return order < 0;
      if (op === '^') return NODE[0] === version[0] && order >= 0;
      return NODE[0] === version[0] && (parts[1] === undefined || NODE[1] === version[1]);
    });
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

describe('the locked dependencies', () => {
  it('all run on Node 20, as package.json declares', () => {
    const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'));
    const declared = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(declared.engines.node).toBe('>=20');
    const refusing = Object.entries(lock.packages as Record<string, { engines?: { node?: string } }>)
      .filter(([, entry]) => typeof entry.engines?.node === 'string')
      .filter(([, entry]) => !entry.engines!.node!.split('||').some(accepts))
      .map(([name, entry]) => `${name}: ${entry.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
