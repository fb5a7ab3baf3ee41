// Reads `metrics-as-code.yaml` (README.md ("The config")). Every problem is a located diagnostic in the
// config file; the caller exits 2 on any error. No config file means every default.

import { existsSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import {
  type Diagnostic,
  type FieldPath,
  type Finding,
  MAX_PLACED_PER_DOCUMENT,
  sortDiagnostics,
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
import { escapesThroughLink, readCapped, readFailure, toPosix } from '../files/paths.js';
import { CONFIG_SUBJECT } from './config-hints.js';
import { configRules, defaultsFindings, rulesOfTheRest } from './config-rules.js';
import {
  CONFIG_FILE_NAMES,
  configSchema,
  DEFAULT_CONFIG_FILE,
  defaultConfig,
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
          `cannot read the config file \`${file}\`: ${code === 'EISDIR' ? aFolder(path, file) : readFailure(error)}${code === 'ENOENT' ? namedFromAbove(cwd, configFile!) : ''}`,
        ),
      ],
    };
  }
  const loaded = parseConfig(file, read.text, read.size);
  const other = configFile === undefined ? secondConfig(cwd, file) : undefined;
  return other ? { ...loaded, diagnostics: [...loaded.diagnostics, other] } : loaded;
}

/** Both default names in one folder: the second is never read, though its edits look made. */
function secondConfig(cwd: string, read: string): Diagnostic | undefined {
  const unread = CONFIG_FILE_NAMES.find((name) => name !== read && existsSync(join(cwd, name)));
  if (unread === undefined) return undefined;
  const message = `\`${unread}\` is not read: \`${read}\` beside it is the config; merge what it sets into \`${read}\` and delete it`;
  return { ...configError(unread, 'config.second-file', message), severity: 'warning' };
}

/**
 * `--config apps/web/x.yaml` with `--cwd apps/web`: the file named from a folder above the
 * catalogue's, up to the repository's root, and how to write it from the catalogue's.
 */
function namedFromAbove(cwd: string, configFile: string): string {
  for (let dir = resolve(cwd); !existsSync(join(dir, '.git')) && dir !== dirname(dir); ) {
    dir = dirname(dir);
    if (!existsSync(resolve(dir, configFile))) continue;
    const meant = toPosix(relative(cwd, resolve(dir, configFile)));
    return ` in the catalogue folder; a config is named from that folder (--cwd, the Action's working-directory): write \`${meant}\``;
  }
  return '';
}

/** What to write for a config named by its folder: the config file in it, when it holds one. */
function aFolder(path: string, file: string): string {
  const inIt = configFileIn(path);
  const write = inIt ? `write \`${posix.join(file, inIt)}\`` : 'name the YAML file in it';
  return `it is a folder, and a config is named by its file (--config, the Action's config input): ${write}`;
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
