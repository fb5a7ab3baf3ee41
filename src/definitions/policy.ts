// A team's own conventions (config `policy`), each rule reported with its own id at the line it is
// about, with the severity the team chose. A definition may switch a rule off for itself with a
// comment in its document that says why:
//   # metrics-as-code: allow policy.namePattern: legacy name kept for the old dashboards
import { createRequire } from 'node:module';
import type { RepoConfig } from '../config/schema.js';
import { asText, excerpt, type Finding } from '../diagnostics/finding.js';

export type Policy = RepoConfig['policy'];
type Raw = Record<string, unknown>;

const POLICY_RULE_IDS = [
  'policy.namePattern',
  'policy.requireDescription',
  'policy.requireTags',
  'policy.requireTeam',
  'policy.readOnly',
] as const;

/** The findings of every rule the policy turns on, for one definition (defaults merged in). */
export function policyFindings(body: Raw, policy: Policy): Finding[] {
  const findings: Finding[] = [];
  const add = (
    rule: string,
    severity: 'error' | 'warning',
    path: Finding['path'],
    message: string,
    target: Finding['target'] = 'value',
  ) => findings.push({ rule, severity, path, message, target });
  const name = typeof body.name === 'string' ? body.name : undefined;
  if (policy.namePattern && name !== undefined && !namePattern(policy.namePattern.pattern).test(name)) {
    add(
      'policy.namePattern',
      policy.namePattern.severity,
      ['name'],
      `name \`${excerpt(name)}\` does not match the team's pattern \`${policy.namePattern.pattern}\``,
    );
  }
  if (policy.requireDescription && !nonBlank(body.description)) {
    add(
      'policy.requireDescription',
      policy.requireDescription,
      ['description'],
      'the team asks for a description: say what this metric measures',
      'key',
    );
  }
  if (policy.requireTags) tagFindings(body.tags, policy.requireTags, add);
  if (policy.requireTeam && !nonBlank(body.team) && !nonBlank(body.teamID)) {
    add(
      'policy.requireTeam',
      policy.requireTeam,
      ['team'],
      'the team asks every metric to name its team (`team`)',
      'key',
    );
  }
  if (policy.readOnly && body.isReadOnly !== true) {
    add(
      'policy.readOnly',
      policy.readOnly,
      ['isReadOnly'],
      "metrics managed here should be `isReadOnly: true`, so nobody edits them in the console behind git's back (set it once for all in the config's `defaults`)",
      'key',
    );
  }
  return findings;
}

function tagFindings(
  tags: unknown,
  rule: NonNullable<Policy['requireTags']>,
  add: (
    rule: string,
    severity: 'error' | 'warning',
    path: Finding['path'],
    message: string,
    target?: Finding['target'],
  ) => void,
): void {
  const list = Array.isArray(tags) ? tags : typeof tags === 'string' ? [tags] : [];
  if (list.length === 0) {
    add('policy.requireTags', rule.severity, ['tags'], 'the team asks for tags on every metric', 'key');
    return;
  }
  if (!rule.allowed) return;
  list.forEach((tag, i) => {
    if (!rule.allowed!.includes(asText(tag)))
      add(
        'policy.requireTags',
        rule.severity,
        Array.isArray(tags) ? ['tags', i] : ['tags'],
        `tag \`${excerpt(asText(tag))}\` is not one of the team's tags: ${rule.allowed!.map((t) => `\`${t}\``).join(', ')}`,
      );
  });
}

let compiled: { source: string; pattern: RegExp } | undefined;

/** The team's pattern, compiled once per run rather than once per definition. */
function namePattern(source: string): RegExp {
  if (compiled?.source !== source) compiled = { source, pattern: runnable(source) };
  return compiled.pattern;
}

/**
 * The team's pattern as V8's linear-time engine runs it, where it can (no backreference, no
 * lookaround, no `\p{…}` or `\u{…}`): backtracking, a pattern such as `^(a+)+$` ran longer than
 * a CI job's limit on a name of 40 letters. That engine has no Unicode mode (`u`); a name holds
 * only ASCII (name.charset), which a pattern without those escapes matches alike in either mode.
 * Any other pattern runs as written, in Unicode mode.
 */
export function runnable(source: string): RegExp {
  if (!unicodeOnly(source)) {
    try {
      enableLinearEngine();
      return new RegExp(source, 'l');
    } catch {
      // a backreference or a lookaround: only the backtracking engine runs it
    }
  }
  return new RegExp(source, 'u');
}

/** Whether the pattern has an escape that only Unicode mode reads: `\p{…}`, `\P{…}`, `\u{…}`. */
function unicodeOnly(source: string): boolean {
  for (const pair of source.matchAll(/\\([\s\S])/g))
    if ('pPu'.includes(pair[1]!) && source[pair.index + 2] === '{') return true;
  return false;
}

let linearEngine = false;

/**
 * Turns on V8's linear-time regular expression engine (the `l` flag) for the process, once: it
 * adds the flag and changes no other expression. node:v8 is loaded only then (importing it costs
 * a few ms of every start).
 */
function enableLinearEngine(): void {
  if (linearEngine) return;
  const v8: typeof import('node:v8') = createRequire(import.meta.url)('node:v8');
  v8.setFlagsFromString('--enable-experimental-regexp-engine');
  linearEngine = true;
}

function nonBlank(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

export interface Suppression {
  rule: string;
  reason: string;
  /** Offset of the comment in the file. */
  offset: number;
}

const SUPPRESSION = /#\s*metrics-as-code:\s*allow\s+([\w.-]+)\s*(?::\s*(.*?))?\s*$/gm;

/** The suppression comments in one document's text (`offset` is where that text starts). */
export function suppressionsIn(text: string, offset: number): Suppression[] {
  return [...text.matchAll(SUPPRESSION)].map((match) => ({
    rule: match[1]!,
    reason: match[2] ?? '',
    offset: offset + match.index,
  }));
}

/** Why a suppression comment is itself a problem, or undefined when it is a good one. */
export function suppressionProblem(suppression: Suppression): string | undefined {
  if (!(POLICY_RULE_IDS as readonly string[]).includes(suppression.rule))
    return `\`${excerpt(suppression.rule)}\` is not a policy rule that can be allowed (${POLICY_RULE_IDS.join(', ')})`;
  if (suppression.reason.trim() === '')
    return `allowing \`${suppression.rule}\` needs a reason: \`# metrics-as-code: allow ${suppression.rule}: why\``;
  return undefined;
}
