// A team's policy: each rule with its id, at its line, with the team's severity; a suppression
// comment with a reason switches a rule off for one definition, one without is a warning.
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/load-config.js';
import { configSchema } from '../../src/config/schema.js';
import { validateSources } from '../../src/definitions/validate.js';

const POLICY = {
  policy: {
    namePattern: { pattern: '^[a-z][a-z0-9_]*$' },
    requireDescription: 'warning',
    requireTags: { severity: 'error', allowed: ['core', 'growth'] },
    requireTeam: 'warning',
    readOnly: 'error',
  },
};

function diagnostics(text: string, config: Record<string, unknown> = POLICY) {
  return validateSources([{ file: 'metrics/m.yaml', text }], configSchema.parse(config)).diagnostics.map(
    (d) => [d.rule, d.severity, d.line, d.column],
  );
}

const compliant =
  'name: orders_paid\ntype: sum\nunitTypes: [userID]\nmetricEvents: [{name: paid}]\ndescription: Paid orders\ntags: [core]\nteam: data\nisReadOnly: true\n';

describe('policy', () => {
  it('a definition that follows every rule has nothing to say', () => {
    expect(diagnostics(compliant)).toEqual([]);
  });

  it('each rule reports with its own id, at its line, with the chosen severity', () => {
    const text =
      'name: OrdersPaid\ntype: sum\nunitTypes: [userID]\nmetricEvents: [{name: paid}]\ntags: [core, misc]\n';
    expect(diagnostics(text)).toEqual([
      ['policy.requireDescription', 'warning', 1, 1],
      ['policy.requireTeam', 'warning', 1, 1],
      ['policy.readOnly', 'error', 1, 1],
      ['policy.namePattern', 'error', 1, 7],
      ['policy.requireTags', 'error', 5, 14],
    ]);
    expect(
      diagnostics('name: orders_paid\ntype: sum\nunitTypes: [userID]\nmetricEvents: [{name: paid}]\n', {
        policy: { requireTags: {} },
      }),
    ).toEqual([['policy.requireTags', 'error', 1, 1]]);
  });

  it('readOnly set once in the config defaults satisfies it', () => {
    const own = compliant.replace('isReadOnly: true\n', '');
    expect(diagnostics(own, { ...POLICY, defaults: { isReadOnly: true } })).toEqual([]);
  });

  it('a suppression with a reason switches one rule off; without a reason it is a warning', () => {
    const legacy = compliant.replace('name: orders_paid', 'name: OrdersPaid');
    expect(
      diagnostics(`# metrics-as-code: allow policy.namePattern: legacy name, dashboards use it\n${legacy}`),
    ).toEqual([]);
    expect(diagnostics(`# metrics-as-code: allow policy.namePattern\n${legacy}`)).toEqual([
      ['policy.suppression', 'warning', 1, 1],
      ['policy.namePattern', 'error', 2, 7],
    ]);
    expect(diagnostics(`${compliant}# metrics-as-code: allow policy.nameFormat: typo\n`)).toEqual([
      ['policy.suppression', 'warning', 9, 1],
    ]);
  });

  it('a suppression holds for its own document only', () => {
    const legacy = compliant.replace('name: orders_paid', 'name: OrdersPaid');
    const other = legacy.replace('OrdersPaid', 'OrdersRefunded');
    expect(
      diagnostics(`# metrics-as-code: allow policy.namePattern: legacy\n${legacy}---\n${other}`),
    ).toEqual([['policy.namePattern', 'error', 11, 7]]);
    // The middle one of three, and the last, each allowing only itself.
    const third = legacy.replace('OrdersPaid', 'OrdersVoided');
    const allow = '# metrics-as-code: allow policy.namePattern: legacy\n';
    expect(diagnostics(`${legacy}---\n${allow}${other}---\n${third}`)).toEqual([
      ['policy.namePattern', 'error', 1, 7],
      ['policy.namePattern', 'error', 20, 7],
    ]);
    expect(diagnostics(`${legacy}---\n${third}---\n${allow}${other}`)).toEqual([
      ['policy.namePattern', 'error', 1, 7],
      ['policy.namePattern', 'error', 10, 7],
    ]);
  });

  it('a namePattern that is not a regular expression is a located config error', () => {
    const loaded = parseConfig('c.yaml', 'policy:\n  namePattern:\n    pattern: "[a-z"\n');
    expect(loaded.ok).toBe(false);
    expect(loaded.diagnostics[0]).toMatchObject({ rule: 'config.policy-pattern', line: 3, column: 14 });
  });
});
