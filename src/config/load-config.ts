// Reads `metrics-as-code.yaml` (README.md ("The config")). Every problem is a located diagnostic in the
// config file; the caller exits 2 on any error. No config file means every default.

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { baseUrlMeant, readRateWindows } from '../contract/console-api.js';
import {
  type Diagnostic,
  dottedPath,
  excerpt,
  type FieldPath,
  type Finding,
  isPlainObject,
  isScalar,
  sortDiagnostics,
} from '../diagnostics/finding.js';
import {
  diagnosticAt,
  hasPath,
  type NodeSource,
  type Place,
  placeFinding,
  startOf,
} from '../diagnostics/locate.js';
import { type Subject, schemaFindings } from '../diagnostics/schema-findings.js';
import { yamlBoolean } from '../diagnostics/schema-hints.js';
import { decodeSource } from '../diagnostics/source-text.js';
import { parseYaml } from '../diagnostics/yaml-documents.js';
import { isBlankDocument, isMapNode, type ParsedYaml, type YamlDocument } from '../diagnostics/yaml-tree.js';
import { escapesThroughLink, readFailure, toPosix } from '../files/paths.js';
import {
  CONFIG_FILE_NAMES,
  configSchema,
  DEFAULT_CONFIG_FILE,
  defaultConfig,
  isCleartextRemote,
  type RepoConfig,
  urlWithScheme,
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

/** A key written where the config is committed: where it goes instead, and to replace it. */
const KEY_IN_CONFIG = (key: string) =>
  `\`${key}\`: no key or token goes in the config, which is committed with the repository: remove it and pass the Console API key as CONSOLE_API_KEY (the Action's api-key input, from a secret); if this file was ever committed, replace the key in the console`;

const CONFIG_SUBJECT: Subject = {
  indefinite: 'the config',
  definite: 'the config',
  topLevelHints: Object.fromEntries(
    ['apiKey', 'api_key', 'key', 'consoleApiKey', 'CONSOLE_API_KEY', 'token', 'secret'].map((key) => [
      key,
      KEY_IN_CONFIG(key),
    ]),
  ),
  spellings: {
    onChange: { error: '`fail`', failure: '`fail`', strict: '`fail`' },
    'state.store': { git: '`github`', branch: '`github`', local: '`file`', disk: '`file`' },
  },
  valueHint: (path, input, rule) => {
    if (path[0] === 'policy' && path.length === 2) return policyHint(String(path[1]), input);
    if (rule === 'schema.enum') return undefined;
    // A definition's warehouse fields, written in the config.
    if (path.length === 1 && path[0] === 'warehouseNative' && !isScalar(input))
      return ": here it is true or false, for the whole project; a definition's warehouse fields go in that definition's own `warehouseNative:`";
    if (typeof input !== 'string') return undefined;
    // `metrics: catalogue/` reads as the folder: it is metrics.dir.
    if (path.length === 1 && path[0] === 'metrics')
      return `: write \`metrics: {dir: ${excerpt(input)}}\` (the folder goes in metrics.dir)`;
    const url = path.length === 1 && path[0] === 'apiUrl' ? urlWithScheme(input) : undefined;
    if (url !== undefined) return `: write \`apiUrl: ${excerpt(url)}\``;
    if (path.join('.') === 'api.rateLimit') return rateLimitHint(input);
    // `u_ana: ana-lima`: the handle without its `@`, which YAML wants quoted.
    if (
      path.length === 3 &&
      path[0] === 'reviews' &&
      path[1] === 'people' &&
      /^[\w.-]+(\/[\w.-]+)?$/.test(input)
    )
      return `: write \`${excerpt(String(path[2]))}: "@${excerpt(input)}"\` (quoted: YAML keeps \`@\` for itself)`;
    return undefined;
  },
};

/**
 * A policy written as a boolean (or `yes`), or in the other policies' shape: a policy says how a
 * definition that breaks it is reported, `requireTags` in a mapping that may also list the tags
 * allowed. Undefined for any other value (the list's own "did you mean").
 */
function policyHint(policy: string, input: unknown): string | undefined {
  const on = typeof input === 'string' ? yamlBoolean(input) : input;
  if (on === false) return ': leave it out not to check it';
  const tags = policy === 'requireTags';
  if (on === true && tags)
    return ': write `requireTags: {severity: error}` (or `warning`), how a definition without tags is reported';
  if (on === true)
    return `: write \`${excerpt(policy)}: error\` (or \`warning\`), how a definition without it is reported`;
  if (tags && (input === 'error' || input === 'warning'))
    return `: write \`requireTags: {severity: ${input}}\``;
  if (tags && Array.isArray(input) && input.every((tag) => typeof tag === 'string'))
    return `: write \`requireTags: {allowed: [${input.map(excerpt).join(', ')}]}\`, the only tags a metric may have`;
  const severity = isPlainObject(input) ? input.severity : undefined;
  if (!tags && (severity === 'error' || severity === 'warning'))
    return `: write \`${excerpt(policy)}: ${severity}\`, the severity alone`;
  return undefined;
}

/** `100/10s` or `100/10s,900/15m`, as the emulator's --rate-limit is written: the config's windows. */
function rateLimitHint(input: string): string | undefined {
  // Written loosely too: `20 / 2 min`.
  const windows = readRateWindows(input.replace(/\s+/g, '').replace(/min\b/g, 'm'));
  if (!Array.isArray(windows) || windows.length === 0) return undefined;
  if (windows.some((window) => window.windowMs % 1000 !== 0)) return undefined;
  const written = windows.map(
    (window) => `{requests: ${window.requests}, perSeconds: ${window.windowMs / 1000}}`,
  );
  return `: write \`rateLimit: ${written.length === 1 ? written[0] : `[${written.join(', ')}]`}\``;
}

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
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
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
  return parseConfig(file, bytes);
}

/** `metrics-as-code.yaml`, else `metrics-as-code.yml` when only that one exists. */
function defaultConfigName(dir: string): string {
  return CONFIG_FILE_NAMES.find((name) => existsSync(join(dir, name))) ?? DEFAULT_CONFIG_FILE;
}

/**
 * Where a run without `--cwd` works: the nearest directory, from `start` up to the repository's
 * root (the one holding `.git`), that has a config; else that root; else `start`. So a command run
 * from a subdirectory checks the repository, not an empty corner of it.
 */
export function findConfigRoot(start: string): string {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    if (CONFIG_FILE_NAMES.some((name) => existsSync(join(dir, name)))) return dir;
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

/** Parses and checks a config file's contents (pure). */
export function parseConfig(file: string, content: string | Uint8Array): ConfigLoad {
  const decoded = decodeSource(content, undefined, 'config');
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
    const findings = schemaFindings(checked.error.issues, configSchema, CONFIG_SUBJECT);
    return {
      ok: false,
      diagnostics: sortDiagnostics(findings.map((finding) => placeFinding(finding, source))),
    };
  }
  const findings = [...configRules(checked.data), ...prototypeKeys(plain.value)];
  const placed = findings.map((finding) => placeFinding(finding, source));
  const ordered = sortDiagnostics(placed);
  if (ordered.some((d) => d.severity === 'error')) return { ok: false, diagnostics: ordered };
  return {
    ok: true,
    config: checked.data,
    file,
    text,
    diagnostics: sortDiagnostics([...warnings, ...placed]),
  };
}

/** Rules the schema cannot say: paths that leave the repository, a key sent in clear text. */
function configRules(config: RepoConfig): Finding[] {
  const findings: Finding[] = [];
  if (escapes(config.metrics.dir)) {
    findings.push(
      pathEscape(
        ['metrics', 'dir'],
        'metrics.dir must be a directory inside the repository (relative, without `..`)',
      ),
    );
  }
  findings.push(...backslashes(config));
  for (const key of ['include', 'exclude'] as const) {
    config.metrics[key].forEach((pattern, i) => {
      if (escapes(pattern)) {
        findings.push(
          pathEscape(
            ['metrics', key, i],
            `metrics.${key} patterns are relative to metrics.dir and may not use \`..\` or start with \`/\``,
          ),
        );
      }
    });
  }
  if (escapes(config.state.file)) {
    findings.push(
      pathEscape(
        ['state', 'file'],
        'state.file must be a file inside the repository (relative, without `..`), e.g. `.metrics-as-code/state.json`',
      ),
    );
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

/**
 * A `__proto__` key under `defaults` would be merged into every definition, where it is an
 * unknown key; the schema's record drops it silently, so it is found in the parsed YAML.
 */
function prototypeKeys(plain: unknown): Finding[] {
  const defaults = (plain as { defaults?: unknown } | null)?.defaults;
  const found: Finding[] = [];
  const visit = (value: unknown, path: FieldPath): void => {
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

/** Paths written as Windows writes them: in a pattern `\\` escapes, so they match nothing. */
function backslashes(config: RepoConfig): Finding[] {
  const written: Array<[FieldPath, string]> = [
    [['metrics', 'dir'], config.metrics.dir],
    ...config.metrics.include.map((pattern, i): [FieldPath, string] => [['metrics', 'include', i], pattern]),
    ...config.metrics.exclude.map((pattern, i): [FieldPath, string] => [['metrics', 'exclude', i], pattern]),
    [['state', 'file'], config.state.file],
  ];
  return written
    .filter(([, value]) => value.includes('\\'))
    .map(([path, value]) => ({
      rule: 'config.backslash',
      severity: 'warning',
      path,
      message: `${path.filter((part) => typeof part === 'string').join('.')} \`${value}\` holds a \`\\\`, which escapes the character after it: paths and patterns are written with \`/\`, also on Windows: write \`${value.replace(/\\+/g, '/')}\``,
    }));
}

function pathEscape(path: FieldPath, message: string): Finding {
  return { rule: 'config.path-escapes', severity: 'error', path, message };
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
