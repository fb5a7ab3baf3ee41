// Zod issues of any of our schemas (definitions, the repo config) as findings a user can act on:
// rule ids, "did you mean" for unknown keys, and messages that name the field.
import {
  dottedPath,
  excerpt,
  type FieldPath,
  type Finding,
  isPlainObject,
  isScalar,
  writtenOut,
} from './finding.js';
import { splitRuleMessage } from './rule-tag.js';
import {
  FILTER_WORDS,
  listHint,
  mappingHint,
  nullHint,
  oneItemHint,
  quoteHint,
  smallestValue,
  spaceHint,
  spelledKey,
  unitHint,
  unitKeyHint,
} from './schema-hints.js';
import { NO_KEYS, shapeAt } from './schema-nodes.js';
import { Suggestions } from './suggest.js';
import type * as z from './zod.js';

type Issue = z.core.$ZodIssue;

/** How messages name the checked document as a whole. */
export interface Subject {
  /** e.g. `a metric definition`, in "unknown key `x` in a metric definition". */
  indefinite: string;
  /** e.g. `the definition`, in "the definition must be a mapping". */
  definite: string;
  /** Messages for top-level keys that deserve more than "unknown key" (e.g. `dryRun`). */
  topLevelHints?: Readonly<Record<string, string>>;
  /** More to say about a bad value (what to write instead), appended to the message. */
  valueHint?: (path: FieldPath, input: unknown, rule: string) => string | undefined;
  /**
   * By the field an enum's value is in (its path without list indexes, `metricEvents.type`, else
   * its name at any depth, `condition`): values as other tools spell them (lower case), and the
   * answer to give instead of the nearest by spelling (`equals` is `=`).
   */
  spellings?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** The codes of the issues whose messages are written here, never zod's (see parseIssues). */
export const WORDED_HERE: ReadonlySet<string> = new Set([
  'unrecognized_keys',
  'invalid_type',
  'invalid_value',
  'invalid_union',
  'too_small',
  'too_big',
]);

/** Maps zod issues of any of our schemas (definitions, the repo config) to findings. */
export function schemaFindings(issues: readonly Issue[], root: z.ZodMiniType, subject: Subject): Finding[] {
  const findings = issues.flatMap((issue) => issueFindings(issue, root, subject));
  return withoutMeantRequired(findings, root);
}

/**
 * "X is required" beside a misspelt key meant to be X (`perSecond` for `perSeconds`) is its echo:
 * the misspelt key is the one to fix, and says so.
 */
function withoutMeantRequired(findings: Finding[], root: z.ZodMiniType): Finding[] {
  if (!findings.some((finding) => finding.rule === 'schema.required')) return findings;
  const meant = new Set(meantPaths(findings, root).map((path) => dottedPath(path)));
  if (meant.size === 0) return findings;
  return findings.filter(
    (finding) => finding.rule !== 'schema.required' || !meant.has(dottedPath(finding.path)),
  );
}

/** Where each misspelt key among `findings` was meant to be (`metricEvents.0.naem`: `metricEvents.0.name`). */
export function meantPaths(findings: readonly Finding[], root: z.ZodMiniType): FieldPath[] {
  return (
    findings
      .filter((finding) => finding.rule === 'schema.unknown-key')
      // A misspelling is among the first few unknown keys; past them, searching costs keys × known.
      .slice(0, SUGGESTED_KEYS)
      .flatMap((finding) => {
        const key = meantKey(root, finding.path);
        return key === undefined ? [] : [[...finding.path.slice(0, -1), key]];
      })
  );
}

function issueFindings(issue: Issue, root: z.ZodMiniType, subject: Subject): Finding[] {
  const path = issue.path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment));
  const field = dottedPath(path) || subject.definite;
  const error = (rule: string, message: string, target: Finding['target'] = 'value'): Finding => ({
    rule,
    severity: 'error',
    path,
    message,
    target,
  });
  switch (issue.code) {
    case 'unrecognized_keys': {
      const message = unknownKeyMessages(path, root, subject, (issue as { input?: unknown }).input);
      return issue.keys.map((key, i) => ({
        rule: 'schema.unknown-key',
        severity: 'error',
        path: [...path, key],
        target: 'key',
        message: message(key, i < SUGGESTED_KEYS),
      }));
    }
    case 'invalid_type':
      if (issue.input === undefined) {
        return [
          error('schema.required', `${field} is required${smallestValue(root, path, issue.expected)}`, 'key'),
        ];
      }
      return [
        error(
          'schema.type',
          `${field} must be ${article(issue.expected)}, not ${kindOf(issue.input)}${typeHint(root, path, issue.expected, issue.input, subject)}`,
        ),
      ];
    case 'invalid_value': {
      const values = new Suggestions(issue.values.map(String));
      const allowed = values.listed();
      if (issue.input === undefined)
        return [error('schema.required', `${field} is required: one of ${allowed}`, 'key')];
      // A mapping or a list is named by its kind: String() of one may throw (`{toString: 1}`).
      const got = isScalar(issue.input) ? String(issue.input) : undefined;
      const hint =
        subject.valueHint?.(path, issue.input, 'schema.enum') ??
        (got === undefined ? '' : (spelledAs(subject, path, got) ?? values.didYouMean(got)));
      const shown = got === undefined ? kindOf(issue.input) : `\`${asciiQuoted(got)}\``;
      return [error('schema.enum', `${field} must be one of ${allowed}; got ${shown}${hint}`)];
    }
    case 'invalid_union': {
      // `rateLimit: [{requests: 100, perSeconds: 15m}]`: a list, as one branch allows, wrong inside;
      // that branch's own problems say where.
      const inside = branchOfItsKind(issue);
      if (inside)
        return schemaFindings(
          inside.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })),
          root,
          subject,
        );
      const hint = subject.valueHint?.(path, (issue as { input?: unknown }).input, 'schema.type') ?? '';
      return [error('schema.type', `${field} has the wrong type: ${unionExpectation(issue)}${hint}`)];
    }
    case 'too_small':
    case 'too_big': {
      // A limit without a rule of the schema's own (ruleError) is worded here, not in zod's
      // words ("Too small: expected string to have >=1 characters").
      const fallback = `schema.${issue.code.replace('_', '-')}`;
      const { rule, message } = splitRuleMessage(issue.message, fallback);
      const said = rule === fallback ? boundMessage(issue) : message;
      const hint = subject.valueHint?.(path, issue.input, rule) ?? '';
      return [error(rule, `${field} ${said}${said === NOT_EMPTY ? '' : measured(issue)}${hint}`)];
    }
    case 'invalid_format':
    case 'custom': {
      const { rule, message } = splitRuleMessage(issue.message, `schema.${issue.code.replace('_', '-')}`);
      const hint = subject.valueHint?.(path, (issue as { input?: unknown }).input, rule) ?? '';
      return [error(rule, `${field} ${message}${measured(issue)}${hint}`)];
    }
    default:
      return [error(`schema.${String(issue.code).replace('_', '-')}`, `${field}: ${issue.message}`)];
  }
}

const NOT_EMPTY = 'must not be empty';

/** A size or a number out of bounds, as a user reads it. */
function boundMessage(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const small = issue.code === 'too_small';
  const bound = Number(small ? issue.minimum : issue.maximum);
  const side = small ? 'at least' : 'at most';
  switch (issue.origin) {
    case 'string':
      return small && bound === 1 ? NOT_EMPTY : `must be ${side} ${bound} characters long`;
    case 'array':
      return small && bound === 1 ? 'must list at least one' : `must list ${side} ${bound}`;
    default: {
      const strict = issue.inclusive === false;
      return `must be ${strict ? (small ? 'more than' : 'less than') : side} ${bound}`;
    }
  }
}

function measured(issue: Issue): string {
  if (issue.code !== 'too_small' && issue.code !== 'too_big') return '';
  const input = issue.input;
  if (typeof input === 'string') return `; it has ${input.length}`;
  if (typeof input === 'number') return `; got ${input}`;
  return '';
}

/**
 * Unknown keys of one mapping past this many get no "did you mean": a document is shown its first
 * problems only (the rest are counted), and 100,000 unknown keys must not cost 100,000 searches.
 */
const SUGGESTED_KEYS = 200;

/** The message of each unknown key of the mapping at `parent`; the allowed keys are looked up once. */
function unknownKeyMessages(
  parent: FieldPath,
  root: z.ZodMiniType,
  subject: Subject,
  input: unknown,
): (key: string, suggest: boolean) => string {
  const hints = subject.topLevelHints;
  const fields = Object.keys(shapeAt(root, parent) ?? NO_KEYS);
  const known = new Suggestions(fields);
  const written = (field: string) => isPlainObject(input) && Object.hasOwn(input, field);
  // `metricBakeDays` at the top, where only `warehouseNative` takes it: the one field that holds
  // such a key, in its mapping or in the items of its list. Of several (`criteria`: an event's, or
  // `warehouseNative`'s), the one the mapping has.
  const holder = (key: string) => {
    const holders = fields.flatMap((field) => {
      if (Object.hasOwn(shapeAt(root, [...parent, field]) ?? NO_KEYS, key))
        return [{ field, said: `\`${field}\`` }];
      const item = shapeAt(root, [...parent, field, 0]);
      return item && Object.hasOwn(item, key) ? [{ field, said: `each item of \`${field}\`` }] : [];
    });
    const present = holders.filter(({ field }) => written(field));
    return (holders.length === 1 ? holders[0] : present.length === 1 ? present[0] : undefined)?.said;
  };
  const where = parent.length === 0 ? subject.indefinite : `\`${excerpt(dottedPath(parent))}\``;
  return (key, suggest) => {
    // `Object.hasOwn`: a key such as `__proto__` or `constructor` is data here, not a lookup.
    const hint = parent.length === 0 && hints && Object.hasOwn(hints, key) ? hints[key] : undefined;
    if (hint) return hint;
    if (key === '')
      return `a key without a name (\`~:\`, \`null:\` or \`:\` alone) in ${where}: name it or remove it`;
    const unknown = `unknown key \`${asciiQuoted(key)}\` in ${where}`;
    const goesIn = suggest ? holder(key) : undefined;
    if (goesIn !== undefined) return `${unknown}: it is a field of ${goesIn}`;
    const spelled = suggest ? spelledKey(key, fields) : undefined;
    if (spelled) return `${unknown} (did you mean \`${spelled}\`?)`;
    const filtersIn = suggest && FILTER_WORDS.has(key.toLowerCase()) ? holder('criteria') : undefined;
    if (filtersIn) return `${unknown}: write it as \`criteria\`, a field of ${filtersIn}`;
    const inUnit = unitKeyHint(key, fields, isPlainObject(input) ? input[key] : undefined);
    if (inUnit) return `${unknown}${inUnit.hint}`;
    return `${unknown}${suggest ? known.didYouMeanOrListed(key) : ''}`;
  };
}

/**
 * An unknown key or a value not in its list, as a message quotes it, any letter past ASCII written
 * out: every known key and listed value is ASCII, so `descriptiоn` with a Cyrillic `о` would
 * read as the key it is told to be.
 */
function asciiQuoted(text: string): string {
  return writtenOut(excerpt(text), PAST_ASCII);
}

const PAST_ASCII = /[^\t\n\r\x20-\x7e…]/g;

/**
 * The key an unknown one at `path` was meant to be, as its message suggests it (the same
 * answers): `naem` under `metricEvents.0` is `name`.
 */
function meantKey(root: z.ZodMiniType, path: FieldPath): string | undefined {
  const key = path.at(-1);
  if (typeof key !== 'string') return undefined;
  const fields = Object.keys(shapeAt(root, path.slice(0, -1)) ?? NO_KEYS);
  return (
    spelledKey(key, fields) ??
    unitKeyHint(key, fields, undefined)?.field ??
    new Suggestions(fields).closestKey(key)
  );
}

/**
 * The problems of the one branch of a union whose own type the input has (a list, a mapping): what
 * is wrong lies inside it (a key, an item). Undefined when the input is of no branch's type, or of
 * more than one.
 */
function branchOfItsKind(issue: Extract<Issue, { code: 'invalid_union' }>): readonly Issue[] | undefined {
  const ofItsKind = issue.errors.filter(
    (branch) =>
      branch.length > 0 && !branch.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0),
  );
  return ofItsKind.length === 1 ? ofItsKind[0] : undefined;
}

function unionExpectation(issue: Extract<Issue, { code: 'invalid_union' }>): string {
  const expected = new Set<string>();
  for (const branch of issue.errors) {
    for (const inner of branch) {
      if (inner.code === 'invalid_type' && inner.path.length === 0) expected.add(article(inner.expected));
      else if (inner.path.length > 0)
        expected.add(
          `a list of ${article(describeExpected(inner))}`.replace(/^a list of an? /, 'a list of '),
        );
    }
  }
  const input = (issue as { input?: unknown }).input;
  const list = [...expected];
  return `expected ${list.join(' or ') || 'another type'}, not ${kindOf(input)}`;
}

function describeExpected(issue: Issue): string {
  return issue.code === 'invalid_type' ? `${issue.expected}s` : 'values';
}

function article(expected: string): string {
  const names: Record<string, string> = {
    int: 'an integer',
    number: 'a number',
    string: 'a string',
    boolean: 'true or false',
    array: 'a list',
    object: 'a mapping',
    null: 'null',
  };
  return names[expected] ?? `a ${expected}`;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Uint8Array) return 'binary data (the `!!binary` tag)';
  if (value instanceof Set) return 'a set (the `!!set` tag): write a list, `[a, b]`';
  if (value instanceof Map) return 'an ordered mapping (the `!!omap` tag)';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'number' && !Number.isFinite(value))
    return Number.isNaN(value)
      ? "`.nan` (YAML's not-a-number)"
      : `\`${value < 0 ? '-' : ''}.inf\` (YAML's infinity)`;
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'number')
    return Number.isInteger(value) ? `the integer ${value}` : `the number ${value}`;
  if (typeof value === 'boolean') return `\`${value}\``;
  return `${typeof value} ${String(value)}`;
}

/** What to write for a value of the wrong type: the subject's own hint first, then the schema's. */
function typeHint(
  root: z.ZodMiniType,
  path: FieldPath,
  expected: string,
  input: unknown,
  subject: Subject,
): string {
  return (
    yamlFormHint(input) ??
    spaceHint(root, path, input) ??
    subject.valueHint?.(path, input, 'schema.type') ??
    nullHint(path, input) ??
    listHint(root, path, input) ??
    oneItemHint(root, path, input) ??
    mappingHint(root, path, input) ??
    unitHint(expected, input, path) ??
    quoteHint(expected, input, path)
  );
}

/** What to write instead of a value that only one of YAML's special forms gives. */
function yamlFormHint(input: unknown): string | undefined {
  if (typeof input === 'number' && !Number.isFinite(input)) return ': write a finite number';
  if (input instanceof Uint8Array) return ': write the text itself, without the tag';
  return undefined;
}

/** ` (did you mean …?)` for a value as other tools spell it (Subject.spellings), if it is one. */
function spelledAs(subject: Subject, path: FieldPath, got: string): string | undefined {
  const { spellings } = subject;
  // A list's item is spelt as its list is (`reviews.statuses.1` as `reviews.statuses`).
  const names = path.filter((part) => typeof part === 'string');
  const field = names.at(-1);
  if (!spellings || field === undefined) return undefined;
  const where = names.join('.');
  const key = Object.hasOwn(spellings, where) ? where : Object.hasOwn(spellings, field) ? field : undefined;
  const table = key === undefined ? undefined : spellings[key];
  const word = got.toLowerCase();
  return table && Object.hasOwn(table, word) ? ` (did you mean ${table[word]}?)` : undefined;
}
