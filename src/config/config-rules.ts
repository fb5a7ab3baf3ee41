// The config's rules that its schema cannot say (paths that leave the repository or use `\`, a
// branch git cannot name, a key sent in clear text, what `defaults` brings into every
// definition), as findings load-config.ts places in the file.
import { isAbsolute } from 'node:path';
import { baseUrlMeant, RESPONSE_METRIC_TYPES, splitMetricId } from '../contract/console-api.js';
import {
  dottedPath,
  excerpt,
  type FieldPath,
  type Finding,
  isPlainObject,
  withoutInvisible,
  writtenOut,
} from '../diagnostics/finding.js';
import { didYouMean } from '../diagnostics/suggest.js';
import type * as z from '../diagnostics/zod.js';
import { COPIED } from './config-hints.js';
import { configSchema, isCleartextRemote, MAX_EXPANSIONS, MAX_WILDCARDS, type RepoConfig } from './schema.js';

/**
 * The rules below over the top-level keys the schema accepted, so that every problem of the config
 * is listed at once, not the rules' only after the schema's are mended.
 */
export function rulesOfTheRest(value: unknown, issues: readonly z.core.$ZodIssue[]): Finding[] {
  if (!isPlainObject(value)) return [];
  const failed = new Set<PropertyKey>();
  for (const issue of issues) {
    if (issue.path.length > 0) failed.add(issue.path[0]!);
    else if (issue.code === 'unrecognized_keys') for (const key of issue.keys) failed.add(key);
  }
  const rest = Object.fromEntries(Object.entries(value).filter(([key]) => !failed.has(key)));
  const checked = configSchema.safeParse(rest);
  return checked.success ? configRules(checked.data) : [];
}

/** Rules the schema cannot say: paths that leave the repository or use `\`, a key sent in clear text. */
export function configRules(config: RepoConfig): Finding[] {
  const findings: Finding[] = [];
  const patterns = (key: 'include' | 'exclude') =>
    config.metrics[key].map(
      (pattern, i): WrittenPath => [
        ['metrics', key, i],
        pattern,
        `metrics.${key} patterns are relative to metrics.dir and may not use \`..\` or start with \`/\``,
      ],
    );
  const globs = [...patterns('include'), ...patterns('exclude')];
  const paths: WrittenPath[] = [
    [
      ['metrics', 'dir'],
      config.metrics.dir,
      'metrics.dir must be a directory inside the repository (relative, without `..`)',
    ],
    ...globs,
    [
      ['state', 'file'],
      config.state.file,
      'state.file must be a file inside the repository (relative, without `..`), e.g. `.metrics-as-code/state.json`',
    ],
  ];
  for (const [path, value, inside] of paths) {
    if (escapes(value))
      findings.push({ rule: 'config.path-escapes', severity: 'error', path, message: inside });
    if (value.includes('\\')) findings.push(backslash(path, value));
  }
  findings.push(...globProblems(globs));
  // Listed twice, a config's reviews are read twice and every one shows twice in the digest.
  const listed = new Set<string>();
  config.dynamicConfigs.forEach(({ id }, i) => {
    // A URL reads `.` and `..` as path steps: the key would go to another path of the service.
    if (id === '.' || id === '..')
      findings.push({
        rule: 'config.dynamic-config-id',
        severity: 'error',
        path: ['dynamicConfigs', i, 'id'],
        message: `\`${id}\` is no dynamic config's id (a URL reads it as a step of its path): write the id the console shows, e.g. \`checkout_flow\``,
      });
    else if (!listed.has(id)) listed.add(id);
    else
      findings.push({
        rule: 'config.duplicate-dynamic-config',
        severity: 'error',
        path: ['dynamicConfigs', i, 'id'],
        message: `dynamicConfigs lists \`${excerpt(id)}\` twice, so each of its reviews would show twice: remove this entry`,
      });
  });
  for (const id of Object.keys(config.reviews.people)) {
    if (withoutInvisible(id) === id) continue;
    findings.push({
      rule: 'config.invisible-character',
      severity: 'error',
      path: ['reviews', 'people', id],
      target: 'key',
      message: `reviews.people has the id \`${excerpt(id)}\`, which holds ${COPIED}, so it matches no review's author or reviewer: write \`${excerpt(withoutInvisible(id))}\``,
    });
  }
  // Made in the console, so of any type the service has: a misspelt one matches no reference.
  config.externalMetrics.forEach((id, i) => {
    const [, type] = splitMetricId(id);
    if (SERVICE_TYPES.has(type)) return;
    findings.push({
      rule: 'config.external-metric',
      severity: 'error',
      path: ['externalMetrics', i],
      message: `externalMetrics.${i} is \`${excerpt(id)}\`, and no metric has the type \`${excerpt(type)}\`${didYouMean(type, SERVICE_TYPES) || `: the service's types are ${RESPONSE_METRIC_TYPES.map((t) => `\`${t}\``).join(', ')}`}`,
    });
  });
  const branchProblem = refNameProblem(config.state.branch);
  if (branchProblem) {
    const cleaned = config.state.branch.replace(REF_REFUSED_RUNS, '-').replace(/\.\.+/g, '.');
    const instead = refNameProblem(cleaned) ? 'metrics-as-code/state' : cleaned;
    findings.push({
      rule: 'config.state-branch',
      severity: 'error',
      path: ['state', 'branch'],
      message: `state.branch \`${excerpt(writtenOut(config.state.branch, CONTROL))}\` is not a name git allows for a branch (${branchProblem}): e.g. \`${instead}\``,
    });
  }
  const pattern = config.policy.namePattern?.pattern;
  if (pattern !== undefined && patternProblem(pattern)) {
    findings.push({
      rule: 'config.policy-pattern',
      severity: 'error',
      path: ['policy', 'namePattern', 'pattern'],
      message: `policy.namePattern.pattern is not a regular expression (${patternProblem(pattern)}); e.g. \`^[a-z][a-z0-9_]*$\``,
    });
  }
  const base = config.apiUrl && baseUrlMeant(config.apiUrl);
  if (base) {
    findings.push({
      rule: 'config.api-url',
      severity: 'error',
      path: ['apiUrl'],
      message: `apiUrl is the service's base URL: the tool adds /console/v1 and the route; write \`apiUrl: ${base}\``,
    });
  }
  if (config.apiUrl && isCleartextRemote(config.apiUrl) && !config.allowInsecureHttp) {
    findings.push({
      rule: 'config.insecure-api-url',
      severity: 'error',
      path: ['apiUrl'],
      message:
        'apiUrl uses http:// to a host that is not this machine, so the API key would travel in clear text: use https://, or set `allowInsecureHttp: true`',
    });
  }
  return findings;
}

const SERVICE_TYPES: ReadonlySet<string> = new Set(RESPONSE_METRIC_TYPES);
const CONTROL = /[\x00-\x1f\x7f]/g;
/** The characters git refuses anywhere in a ref name. */
const REF_REFUSED = /[\x00-\x20\x7f~^:?*[\\]/;
const REF_REFUSED_RUNS = new RegExp(`${REF_REFUSED.source}+`, 'g');

/** Why git refuses `name` as a branch (git check-ref-format), in words; undefined when it does not. */
function refNameProblem(name: string): string | undefined {
  const char = REF_REFUSED.exec(name)?.[0];
  if (char === ' ') return 'it holds a space';
  if (char !== undefined) return `it holds \`${writtenOut(char, CONTROL)}\``;
  const sequence = ['..', '@{', '//', '/.'].find((part) => name.includes(part));
  if (sequence) return `it holds \`${sequence}\``;
  if (name === '@') return 'it is `@` alone';
  if (/^[-/.]/.test(name)) return `it starts with \`${name[0]}\``;
  const end = /\.lock$|[/.]$/.exec(name)?.[0];
  return end === undefined ? undefined : `it ends with \`${end}\``;
}

/** Values of `defaults`, each merged into every definition: a few are what definitions share. */
const MAX_DEFAULT_VALUES = 1_000;

/**
 * What `defaults` brings into every definition that the schema cannot tell: a `__proto__` key (an
 * unknown key there; the schema's record drops it silently, so it is found in the parsed YAML),
 * and more values than definitions share, which would cost their number times the definitions'.
 */
export function defaultsFindings(plain: unknown): Finding[] {
  const defaults = (plain as { defaults?: unknown } | null)?.defaults;
  const found: Finding[] = [];
  let values = 0; // each key's value and each list item, at any depth
  const visit = (value: unknown, path: FieldPath): void => {
    if (path.length > 1 && ++values > MAX_DEFAULT_VALUES) return;
    if (Array.isArray(value)) {
      for (const [i, entry] of value.entries()) visit(entry, [...path, i]);
    } else if (typeof value === 'object' && value !== null) {
      for (const key of Object.keys(value)) {
        if (key === '__proto__') found.push(prototypeKey([...path, key]));
        else visit((value as Record<string, unknown>)[key], [...path, key]);
      }
    }
  };
  visit(defaults, ['defaults']);
  if (values > MAX_DEFAULT_VALUES)
    found.push({
      rule: 'config.defaults-size',
      severity: 'error',
      path: ['defaults'],
      target: 'key',
      message: `defaults holds more than ${MAX_DEFAULT_VALUES} values, and each is merged into every definition: keep in defaults the few fields definitions share (e.g. \`team\`, \`tags\`, \`unitTypes\`), and write the rest in the definitions`,
    });
  return found;
}

function prototypeKey(path: FieldPath): Finding {
  const where = dottedPath(path.slice(0, -1));
  return {
    rule: 'schema.unknown-key',
    severity: 'error',
    path,
    target: 'key',
    message: `unknown key \`__proto__\` in \`${where}\`: no definition field has this name; remove it`,
  };
}

function patternProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern, 'u');
    return undefined;
  } catch (error) {
    return (error as Error).message.replace(/^Invalid regular expression: /, '');
  }
}

/** A path as written in the config, and what to say when it leads outside the repository. */
type WrittenPath = [path: FieldPath, value: string, inside: string];

/** `metrics.include` for the path `['metrics', 'include', 2]`: the setting, not its entry. */
function settingName(path: FieldPath): string {
  return path.filter((part) => typeof part === 'string').join('.');
}

/** A path written as Windows writes it: in a pattern `\\` escapes, so it matches nothing. */
function backslash(path: FieldPath, value: string): Finding {
  const key = settingName(path);
  return {
    rule: 'config.backslash',
    severity: 'warning',
    path,
    message: `${key} \`${excerpt(value)}\` holds a \`\\\`, which escapes the character after it: paths and patterns are written with \`/\`, also on Windows: write \`${excerpt(value.replace(/\\+/g, '/'))}\``,
  };
}

/** Patterns the walk could not match in bounded time (MAX_EXPANSIONS, MAX_WILDCARDS). */
function globProblems(patterns: readonly WrittenPath[]): Finding[] {
  const findings: Finding[] = [];
  let total = 0;
  for (const [path, pattern] of patterns) {
    const at = `${settingName(path)} \`${excerpt(pattern)}\``;
    const plain = pattern.replace(/\\[\s\S]/g, '');
    const wildcards = plain.match(/\*+/g)?.length ?? 0;
    if (/[*+?@!]\(/.test(plain))
      findings.push(
        wildcardProblem(
          path,
          `${at} holds an extglob group such as \`+(a|b)\`, which the walk may try in exponentially many ways: write the alternatives as \`{a,b}\` and what to leave out in metrics.exclude, or \`[(]\` for a parenthesis in a file name`,
        ),
      );
    else if (wildcards > MAX_WILDCARDS)
      findings.push(
        wildcardProblem(
          path,
          `${at} has ${wildcards} wildcards, past the ${MAX_WILDCARDS} that keep matching each file name quick: match by folder (\`teams/*/**/*.yaml\`), or name the files`,
        ),
      );
    const count = braceExpansions(pattern);
    total += count;
    if (total <= MAX_EXPANSIONS || total - count > MAX_EXPANSIONS) continue;
    const many = Number.isFinite(count) ? count.toLocaleString('en-US') : 'countless';
    const message = `${at} stands for ${many} patterns (each \`{…,…}\` multiplies them), past the ${MAX_EXPANSIONS} that metrics.include and metrics.exclude may stand for together: match by folder or with \`*\` instead (\`teams/*/**/*.yaml\`)`;
    findings.push({ rule: 'config.pattern-expansion', severity: 'error', path, message });
  }
  return findings;
}

function wildcardProblem(path: FieldPath, message: string): Finding {
  return { rule: 'config.pattern-wildcards', severity: 'error', path, message };
}

/**
 * How many patterns `{a,b}` (two), `{1..3}` (three) and their products and nestings expand
 * `pattern` into, counted without expanding it.
 */
export function braceExpansions(pattern: string): number {
  let at = 0;
  let depth = 0;
  let countless = false;
  const sequence = (inGroup: boolean): number => {
    let product = 1;
    while (at < pattern.length) {
      const char = pattern[at];
      if (inGroup && (char === ',' || char === '}')) return product;
      at += char === '\\' ? 2 : 1;
      if (char === '{') product *= group();
    }
    return product;
  };
  const group = (): number => {
    // Nested past any real pattern: counted as countless, not followed down the stack.
    if (++depth > MAX_BRACE_DEPTH) {
      at = pattern.length;
      countless = true;
      return 1;
    }
    const start = at;
    let sum = 0;
    let alternatives = 0;
    do {
      if (alternatives > 0) at++; // past the comma
      sum += sequence(true);
      alternatives++;
    } while (pattern[at] === ',');
    depth--;
    if (pattern[at] !== '}') return 1; // never closed: a plain `{`
    at++;
    return alternatives > 1 ? sum : (rangeLength(pattern.slice(start, at - 1)) ?? sum);
  };
  const count = sequence(false);
  return countless ? Number.POSITIVE_INFINITY : count;
}

const MAX_BRACE_DEPTH = 32;

/** `1..10`, `a..z`, `0..100..5`: how many values the range stands for. */
function rangeLength(body: string): number | undefined {
  const range = /^(-?\d+|[a-zA-Z])\.\.(-?\d+|[a-zA-Z])(?:\.\.(-?\d+))?$/.exec(body);
  if (!range) return undefined;
  const value = (end: string) => (/\d/.test(end) ? Number(end) : end.charCodeAt(0));
  const step = Math.abs(Number(range[3] ?? 1)) || 1;
  return Math.floor(Math.abs(value(range[2]!) - value(range[1]!)) / step) + 1;
}

function escapes(path: string): boolean {
  const posixPath = path.replace(/\\/g, '/');
  return (
    isAbsolute(path) ||
    posixPath.startsWith('/') ||
    /^[a-zA-Z]:/.test(posixPath) ||
    posixPath.split('/').includes('..')
  );
}
