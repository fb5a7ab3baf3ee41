// A team's own conventions (config `policy`), each rule reported with its own id at the line it is
// about, with the severity the team chose. A definition may switch a rule off for itself with a
// comment in its document that says why:
//   # metrics-as-code: allow policy.namePattern: legacy name kept for the old dashboards
import { setFlagsFromString } from 'node:v8';
import { type Context, createContext, Script } from 'node:vm';
import type { RepoConfig } from '../config/schema.js';
import { asText, excerpt, type Finding } from '../diagnostics/finding.js';
import { closest, LISTED_AT_MOST, Suggestions } from '../diagnostics/suggest.js';

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
  const rule = policy.namePattern;
  const matched = rule && name !== undefined ? nameMatches(rule, name) : true;
  if (rule && matched === false) {
    const instead = conformingName(rule, name ?? '');
    add(
      'policy.namePattern',
      rule.severity,
      ['name'],
      `name \`${excerpt(name ?? '')}\` does not match the team's pattern \`${rule.pattern}\`${instead ? `: write \`${instead}\`` : ''}${KEEP_NAME}`,
    );
  } else if (rule && matched === 'too-slow') {
    add(
      'policy.namePattern',
      'error',
      ['name'],
      `the team's pattern \`${rule.pattern}\` ran over ${PATTERN_TIMEOUT_MS} ms on this name and is no longer checked: rewrite it without nested repetition such as \`(a+)+\` or without lookarounds, which V8 can only run by backtracking`,
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
    const from = rule.allowed ? `, from its ${teamTags(rule.allowed).listed}` : '';
    const message = `the team asks for tags on every metric${from}: write \`tags: [${excerpt(rule.allowed?.[0] ?? 'a_tag')}]\``;
    add('policy.requireTags', rule.severity, ['tags'], message, 'key');
    return;
  }
  if (!rule.allowed) return;
  const team = teamTags(rule.allowed);
  list.forEach((tag, i) => {
    const text = asText(tag);
    if (!team.has(text))
      add(
        'policy.requireTags',
        rule.severity,
        Array.isArray(tags) ? ['tags', i] : ['tags'],
        `tag \`${excerpt(text)}\` is not one of the team's ${team.listed}${team.suggestions.didYouMean(text)}`,
      );
  });
}

interface TeamTags {
  has(tag: string): boolean;
  /** `tags: \`a\`, \`b\``, or how many there are when too many to read in a line. */
  listed: string;
  suggestions: Suggestions;
}

/** Per loaded config's list, made once: every definition's tags are looked up in it. */
const teamTagsFor = new WeakMap<readonly string[], TeamTags>();

function teamTags(allowed: readonly string[]): TeamTags {
  let team = teamTagsFor.get(allowed);
  if (!team) {
    const set = new Set(allowed);
    const suggestions = new Suggestions(allowed);
    const listed =
      allowed.length <= LISTED_AT_MOST
        ? `tags: ${suggestions.listed()}`
        : `${allowed.length} tags (policy.requireTags.allowed in the config)`;
    team = { has: (tag) => set.has(tag), listed, suggestions };
    teamTagsFor.set(allowed, team);
  }
  return team;
}

/** How long a backtracking pattern may run on one name before it is given up. */
const PATTERN_TIMEOUT_MS = 100;

interface CompiledPattern {
  pattern: RegExp;
  linear: boolean;
  /** Set once the pattern has run too long: it is not run again this run. */
  gaveUp?: boolean;
}

/** Per loaded config's rule, so a pattern given up on stays given up for that run only. */
const compiledFor = new WeakMap<{ pattern: string }, CompiledPattern>();
let bounded: { context: Context; script: Script } | undefined;

/** A created metric renamed is a new metric: the way to keep a name the pattern refuses. */
const KEEP_NAME =
  '; to keep the name of a metric already created (renamed, it would be a new one), write `# metrics-as-code: allow policy.namePattern: why` above it';

/** The name in snake_case, kebab-case or lower case, when the pattern takes one of them. */
function conformingName(rule: { pattern: string }, name: string): string | undefined {
  if (name.length > 200) return undefined;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const forms = [words.join('_'), words.join('-'), words.join('')];
  return forms.find((form) => form !== name && form.length >= 3 && nameMatches(rule, form) === true);
}

/**
 * Whether `name` matches the team's pattern (compiled once per run); 'too-slow' the first time a
 * backtracking pattern runs past PATTERN_TIMEOUT_MS, and true (not checked) after that.
 */
function nameMatches(rule: { pattern: string }, name: string): boolean | 'too-slow' {
  let compiled = compiledFor.get(rule);
  if (!compiled) {
    compiled = runnableWithEngine(rule.pattern);
    compiledFor.set(rule, compiled);
  }
  if (compiled.linear) return compiled.pattern.test(name);
  if (compiled.gaveUp) return true;
  // A backtracking pattern runs in a context whose run can be interrupted.
  bounded ??= {
    context: createContext({ pattern: null, name: '' }),
    script: new Script('pattern.test(name)'),
  };
  Object.assign(bounded.context, { pattern: compiled.pattern, name });
  try {
    return bounded.script.runInContext(bounded.context, { timeout: PATTERN_TIMEOUT_MS }) === true;
  } catch {
    compiled.gaveUp = true;
    return 'too-slow';
  }
}

/**
 * The team's pattern as V8's linear-time engine runs it, where it can (no backreference, no
 * lookaround, no `\p{…}` or `\u{…}`): backtracking, a pattern such as `^(a+)+$` ran longer than
 * a CI job's limit on a name of 40 letters. That engine has no Unicode mode (`u`); a name holds
 * only ASCII (name.charset), which a pattern without those escapes matches alike in either mode.
 * Any other pattern runs as written, in Unicode mode, and bounded in time (nameMatches).
 */
export function runnable(source: string): RegExp {
  return runnableWithEngine(source).pattern;
}

function runnableWithEngine(source: string): { pattern: RegExp; linear: boolean } {
  if (!unicodeOnly(source)) {
    try {
      enableLinearEngine();
      return { pattern: new RegExp(source, 'l'), linear: true };
    } catch {
      // a backreference or a lookaround: only the backtracking engine runs it
    }
  }
  return { pattern: new RegExp(source, 'u'), linear: false };
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
 * adds the flag and changes no other expression.
 */
function enableLinearEngine(): void {
  if (linearEngine) return;
  setFlagsFromString('--enable-experimental-regexp-engine');
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

const SUPPRESSION = /#\s*metrics-as-code:\s*allow\s+([\w.-]+)[ \t]*(?::(.*))?$/gm;

/** The suppression comments in one document's text (`offset` is where that text starts). */
export function suppressionsIn(text: string, offset: number): Suppression[] {
  return [...text.matchAll(SUPPRESSION)].map((match) => ({
    rule: match[1]!,
    reason: (match[2] ?? '').trim(),
    offset: offset + match.index,
  }));
}

/** Why a suppression comment is itself a problem, or undefined when it is a good one. */
export function suppressionProblem(suppression: Suppression): string | undefined {
  const { rule } = suppression;
  if (!(POLICY_RULE_IDS as readonly string[]).includes(rule)) {
    // Misspelt, or written without its `policy.`.
    const meant = closest(rule.startsWith('policy.') ? rule : `policy.${rule}`, POLICY_RULE_IDS);
    const hint = meant ? `did you mean \`${meant}\`?` : POLICY_RULE_IDS.join(', ');
    return `\`${excerpt(rule)}\` is not a policy rule that can be allowed (${hint})`;
  }
  if (suppression.reason.trim() === '')
    return `allowing \`${suppression.rule}\` needs a reason: \`# metrics-as-code: allow ${suppression.rule}: why\``;
  return undefined;
}
