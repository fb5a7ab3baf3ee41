// Reads `metrics-as-code.yaml` (README.md ("The config")). Every problem is a located diagnostic in the
// config file; the caller exits 2 on any error. No config file means every default.

import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { baseUrlMeant } from '../contract/console-api.js';
import {
  type Diagnostic,
  dottedPath,
  excerpt,
  type FieldPath,
  type Finding,
  isPlainObject,
  MAX_PLACED_PER_DOCUMENT,
  sortDiagnostics,
  writtenOut,
} from '../diagnostics/finding.js';
import {
  diagnosticAt,
  hasPath,
  moreProblems,
  type NodeSource,
  type Place,
  placeFinding,
  startOf,
} from '../diagnostics/locate.js';
import { schemaFindings } from '../diagnostics/schema-findings.js';
import { decodeSource, MAX_FILE_BYTES } from '../diagnostics/source-text.js';
import { parseYaml } from '../diagnostics/yaml-documents.js';
import { isBlankDocument, isMapNode, type ParsedYaml, type YamlDocument } from '../diagnostics/yaml-tree.js';
import type * as z from '../diagnostics/zod.js';
import { escapesThroughLink, readCapped, readFailure, toPosix } from '../files/paths.js';
import { CONFIG_SUBJECT } from './config-hints.js';
import {
  CONFIG_FILE_NAMES,
  configSchema,
  DEFAULT_CONFIG_FILE,
  defaultConfig,
  isCleartextRemote,
  type RepoConfig,
} from './schema.js';

export type ConfigLoad =
  | {
      ok: true;
      config: RepoConfig;
      /** Posix, relative to cwd, when a file was read. */
      file?: string;
      /** The file's text, to place findings caused by `defaults` on their line. */
      text?: string;
      /** Warnings only. */
      diagnostics: Diagnostic[];
    }
  | { ok: false; diagnostics: Diagnostic[] };

/**
 * `configFile` given but missing is an error; not given and `metrics-as-code.yaml` absent means
 * the defaults.
 */
export async function loadConfig(cwd: string, configFile?: string): Promise<ConfigLoad> {
  const path = resolve(cwd, configFile ?? defaultConfigName(cwd));
  const file = displayPath(cwd, path);
  if (escapesThroughLink(resolve(cwd), path)) {
    const message = `the config file \`${file}\` is a symbolic link to a file outside the repository; it is not read (copy the file into the repository)`;
    return { ok: false, diagnostics: [configError(file, 'config.outside-repository', message)] };
  }
  let read: { text: Uint8Array; size: number };
  try {
    read = readCapped(path, MAX_FILE_BYTES);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && configFile === undefined)
      return { ok: true, config: defaultConfig(), diagnostics: [] };
    return {
      ok: false,
      diagnostics: [
        configError(
          file,
          'config.unreadable',
          `cannot read the config file \`${file}\`: ${readFailure(error)}`,
        ),
      ],
    };
  }
  return parseConfig(file, read.text, read.size);
}

/** The config file `dir` holds: `metrics-as-code.yaml`, else `metrics-as-code.yml`; undefined for none. */
export function configFileIn(dir: string): string | undefined {
  return CONFIG_FILE_NAMES.find((name) => existsSync(join(dir, name)));
}

function defaultConfigName(dir: string): string {
  return configFileIn(dir) ?? DEFAULT_CONFIG_FILE;
}

/**
 * Where a run without `--cwd` works: the nearest directory, from `start` up to the repository's
 * root (the one holding `.git`), that has a config; else that root; else `start`. So a command run
 * from a subdirectory checks the repository, not an empty corner of it.
 */
export function findConfigRoot(start: string): string {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    if (configFileIn(dir) !== undefined) return dir;
    if (existsSync(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) return resolve(start);
  }
}

/** Where the config sets `path`, when it sets it (to place a finding about its value there). */
export function placeInConfig(file: string, text: string, path: FieldPath): Place | undefined {
  const parsed = parseYaml(file, text);
  const doc = parsed.documents[0];
  if (!doc || !isMapNode(doc.contents) || !hasPath(doc.contents, path)) return undefined;
  const source: NodeSource = { file, root: doc.contents, lineCounter: parsed.lineCounter, fallbackOffset: 0 };
  const { line, column } = placeFinding({ rule: '', severity: 'error', path, message: '' }, source);
  return { file, line, column };
}

/** Parses and checks a config file's contents (pure); `size` is its size on disk when the reader stopped at the cap. */
export function parseConfig(file: string, content: string | Uint8Array, size?: number): ConfigLoad {
  const decoded = decodeSource(content, size, 'config');
  if (!decoded.ok) {
    const { rule, message, line, column } = decoded;
    return { ok: false, diagnostics: [{ file, line, column, severity: 'error', rule, message, path: '' }] };
  }
  const text = decoded.text;
  const parsed = parseYaml(file, text);
  const documents = parsed.documents.filter((doc) => !isBlankDocument(doc));
  const errors = [...parsed.streamErrors, ...documents.flatMap((doc) => doc.diagnostics)];
  if (documents.length > 1) errors.push(multipleDocuments(parsed, documents[1]!));
  if (errors.some((d) => d.severity === 'error')) return { ok: false, diagnostics: errors };
  const doc = documents[0];
  if (!doc) return { ok: true, config: defaultConfig(), file, text, diagnostics: errors };
  return checkConfigDocument(parsed, doc, text, errors);
}

function checkConfigDocument(
  parsed: ParsedYaml,
  doc: YamlDocument,
  text: string,
  warnings: Diagnostic[],
): ConfigLoad {
  const file = parsed.file;
  if (!isMapNode(doc.contents)) {
    const message = 'the config must be a mapping of settings (metrics: ..., defaults: ...)';
    return {
      ok: false,
      diagnostics: [diagnosticAt(parsed, startOf(doc.contents) ?? 0, 'error', 'config.not-mapping', message)],
    };
  }
  const plain = doc.plain;
  if (!plain.ok) return { ok: false, diagnostics: [plain.diagnostic] };
  const source: NodeSource = {
    file,
    root: doc.contents,
    lineCounter: parsed.lineCounter,
    fallbackOffset: startOf(doc.contents) ?? 0,
  };
  const checked = configSchema.safeParse(plain.value, { reportInput: true });
  if (!checked.success) {
    const findings = [
      ...schemaFindings(checked.error.issues, configSchema, CONFIG_SUBJECT),
      ...rulesOfTheRest(plain.value, checked.error.issues),
    ];
    return { ok: false, diagnostics: placedCapped(findings, source) };
  }
  const findings = [...configRules(checked.data), ...defaultsFindings(plain.value)];
  const placed = placedCapped(findings, source);
  if (placed.some((d) => d.severity === 'error')) return { ok: false, diagnostics: placed };
  return {
    ok: true,
    config: checked.data,
    file,
    text,
    diagnostics: sortDiagnostics([...warnings, ...placed]),
  };
}

/** In line order, the first hundred placed and the rest counted: placing one searches its mapping. */
function placedCapped(findings: readonly Finding[], source: NodeSource): Diagnostic[] {
  const placed = sortDiagnostics(
    findings.slice(0, MAX_PLACED_PER_DOCUMENT).map((finding) => placeFinding(finding, source)),
  );
  const rest = findings.slice(MAX_PLACED_PER_DOCUMENT);
  if (rest.length === 0) return placed;
  const severity = rest.some((finding) => finding.severity === 'error') ? 'error' : 'warning';
  return [
    ...placed,
    moreProblems(source, source.fallbackOffset, rest.length, severity, 'problems in the config'),
  ];
}

/**
 * The rules below over the top-level keys the schema accepted, so that every problem of the config
 * is listed at once, not the rules' only after the schema's are mended.
 */
function rulesOfTheRest(value: unknown, issues: readonly z.core.$ZodIssue[]): Finding[] {
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
function configRules(config: RepoConfig): Finding[] {
  const findings: Finding[] = [];
  const patterns = (key: 'include' | 'exclude') =>
    config.metrics[key].map(
      (pattern, i): WrittenPath => [
        ['metrics', key, i],
        pattern,
        `metrics.${key} patterns are relative to metrics.dir and may not use \`..\` or start with \`/\``,
      ],
    );
  const paths: WrittenPath[] = [
    [
      ['metrics', 'dir'],
      config.metrics.dir,
      'metrics.dir must be a directory inside the repository (relative, without `..`)',
    ],
    ...patterns('include'),
    ...patterns('exclude'),
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
  // Listed twice, a config's reviews are read twice and every one shows twice in the digest.
  const listed = new Set<string>();
  config.dynamicConfigs.forEach(({ id }, i) => {
    if (!listed.has(id)) listed.add(id);
    else
      findings.push({
        rule: 'config.duplicate-dynamic-config',
        severity: 'error',
        path: ['dynamicConfigs', i, 'id'],
        message: `dynamicConfigs lists \`${excerpt(id)}\` twice, so each of its reviews would show twice: remove this entry`,
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
function defaultsFindings(plain: unknown): Finding[] {
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

/** A path written as Windows writes it: in a pattern `\\` escapes, so it matches nothing. */
function backslash(path: FieldPath, value: string): Finding {
  const key = path.filter((part) => typeof part === 'string').join('.');
  return {
    rule: 'config.backslash',
    severity: 'warning',
    path,
    message: `${key} \`${excerpt(value)}\` holds a \`\\\`, which escapes the character after it: paths and patterns are written with \`/\`, also on Windows: write \`${excerpt(value.replace(/\\+/g, '/'))}\``,
  };
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

function multipleDocuments(parsed: ParsedYaml, second: YamlDocument): Diagnostic {
  const message =
    'the config file must hold one YAML document; remove this `---` and what follows, or merge it into the first';
  return diagnosticAt(parsed, second.start, 'error', 'config.multiple-documents', message);
}

function configError(file: string, rule: string, message: string): Diagnostic {
  return { file, line: 1, column: 1, severity: 'error', rule, message, path: '' };
}

function displayPath(cwd: string, path: string): string {
  return toPosix(relative(cwd, path)) || path;
}
