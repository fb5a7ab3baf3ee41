// `validate`: every definition file under metrics.dir, checked locally, each finding placed on the
// key or value at fault. The pure core (`validateSources`) takes file contents; `validateRepository`
// adds the config and the disk. A bad file never stops the others.
import { dirname } from 'node:path';
import { loadConfig, placeInConfig } from '../config/load-config.js';
import type { KeySettings, RepoConfig } from '../config/schema.js';
import {
  compareText,
  type Diagnostic,
  excerpt,
  type FieldPath,
  parseFieldPath,
  someOf,
  sortDiagnostics,
  withoutTrailing,
} from '../diagnostics/finding.js';
import {
  cappedByFile,
  diagnosticOf,
  FileCaps,
  type Place,
  placeField,
  type Target,
} from '../diagnostics/locate.js';
import { parseYaml } from '../diagnostics/yaml-documents.js';
import type { ParsedYaml } from '../diagnostics/yaml-tree.js';
import type { PolicyException } from '../report/model.js';
import {
  type CheckContext,
  type ConfigSource,
  checkContext,
  checkSourceFile,
  type DefinitionRecord,
  documentNodeSource,
  type FileReport,
  readAndCheckFile,
} from './check-file.js';
import {
  type DefinitionSource,
  type Discovery,
  discoverDefinitionFiles,
  yamlFoldersOtherThan,
} from './discover-files.js';

export type { ConfigSource } from './check-file.js';
export type { DefinitionSource } from './discover-files.js';

export interface LoadedDefinition {
  /** Posix path relative to the repository root, e.g. `metrics/checkout.yaml`. */
  file: string;
  /** 1-based start of the YAML document's mapping. */
  line: number;
  column: number;
  /** Best effort: '' when missing or not a string. */
  name: string;
  type: string;
  /** `name::type`, or '' unless both are strings. */
  id: string;
  /** The definition with the config's defaults merged under it: what would be POSTed (without dryRun). */
  body: Record<string, unknown>;
  /** No error-severity finding (warnings allowed). */
  valid: boolean;
  /** The policy rules its comments switch off that it breaks. */
  exceptions?: PolicyException[];
  /**
   * Where a field is (its value, or its key with target 'key'). A path that does not exist falls
   * back to its nearest existing parent; a value that came from `defaults` is placed in the config
   * file; with nothing to match, the document start.
   */
  locate(path: FieldPath, target?: Target): Place;
}

export interface ValidationResult {
  config: RepoConfig;
  /** The config file and its text, as it was read (to place what a later step finds in it). */
  configSource?: ConfigSource;
  /** Definition files found and read (including the ones refused). */
  files: number;
  /** Their posix paths relative to the repository root, in order. */
  fileNames: string[];
  /** Every document that is a mapping, valid or not, in file order. */
  definitions: LoadedDefinition[];
  /** Every finding, placed, sorted by file, line and column. */
  diagnostics: Diagnostic[];
}

export type RepositoryValidation =
  | { ok: true; result: ValidationResult }
  /** Errors in the config file: nothing else was checked (exit 2). */
  | { ok: false; diagnostics: Diagnostic[] };

/** Validates already-read files: no disk, no config file reading. */
export function validateSources(
  sources: readonly DefinitionSource[],
  config: RepoConfig,
  configSource?: ConfigSource,
): ValidationResult {
  const context = checkContext(config, configSource);
  const ordered = [...sources].sort((a, b) => compareText(a.file, b.file));
  const reports = ordered.map((source) => checkSourceFile(source, context));
  return assemble(reports, config, configSource, context);
}

/**
 * Loads the config, finds and reads the definition files, validates them. `trusted` settings (the
 * base branch's, on a pull request) replace the config's own in the checks; the result keeps the
 * config as it was written, so that a run can say what the pull request changed.
 */
export async function validateRepository(options: {
  cwd: string;
  configFile?: string;
  trusted?: KeySettings;
  /** Named files are checked (`validate PATH...`): each one not found says so, not the catalogue. */
  named?: boolean;
}): Promise<RepositoryValidation> {
  const loaded = await loadConfig(options.cwd, options.configFile);
  if (!loaded.ok) return { ok: false, diagnostics: loaded.diagnostics };
  const { config } = loaded;
  const checked = options.trusted ? { ...config, ...options.trusted } : config;
  const configSource =
    loaded.file !== undefined && loaded.text !== undefined
      ? { file: loaded.file, text: loaded.text }
      : undefined;
  const discovery = await discoverDefinitionFiles(
    options.cwd,
    config.metrics,
    loaded.file ? [loaded.file] : [],
  );
  const nothing = options.named ? undefined : nothingToCheck(discovery, config, configSource, options.cwd);
  if (nothing) {
    // Its message says a missing folder; a linked one is said beside it.
    const linked = discovery.diagnostics.filter((d) => d.rule === 'file.linked-folder');
    return { ok: false, diagnostics: [...loaded.diagnostics, ...linked, nothing] };
  }
  const context = checkContext(checked, configSource);
  const reports = discovery.files.map((file) => readAndCheckFile(options.cwd, file, context));
  const result = assemble(reports, config, configSource, context);
  result.diagnostics = sortDiagnostics([
    ...loaded.diagnostics,
    ...discovery.diagnostics.map((diagnostic) => placedInConfig(diagnostic, configSource)),
    ...result.diagnostics,
  ]);
  return { ok: true, result };
}

/** A finding about a setting (`metrics.dir`) at the line of the config that sets it, when one does. */
function placedInConfig(diagnostic: Diagnostic, configSource: ConfigSource | undefined): Diagnostic {
  if (!diagnostic.path.startsWith('metrics.')) return diagnostic;
  const at =
    configSource && placeInConfig(configSource.file, configSource.text, parseFieldPath(diagnostic.path));
  return at ? { ...diagnostic, ...at } : { ...diagnostic, path: '' };
}

/**
 * A check that checked nothing must fail: no definition found is a configuration problem (the
 * config points at the wrong place, or there is none), unless the config says `allowEmpty: true`.
 * A `metrics.dir` the config sets that does not exist is placed on its line.
 */
function nothingToCheck(
  discovery: Discovery,
  config: RepoConfig,
  configSource: ConfigSource | undefined,
  cwd: string,
): Diagnostic | undefined {
  if (discovery.files.length > 0 || config.allowEmpty) return undefined;
  if (discovery.diagnostics.some((d) => d.severity === 'error')) return undefined;
  if (discovery.leftOut) return leftOutByPattern(discovery.leftOut, config, configSource);
  const dir = config.metrics.dir;
  const missing = discovery.diagnostics.some((d) => d.rule === 'files.no-directory');
  const what = missing
    ? `the definitions directory \`${dir}\` does not exist`
    : `no definition file was found under \`${dir}\``;
  const folders = yamlFoldersOtherThan(cwd, withoutTrailing(dir, '/')).map((file) => dirname(file));
  const seen =
    folders.length > 0
      ? `YAML files are in ${folders.map((folder) => `\`${folder}/\``).join(', ')} here`
      : '';
  const checkout = 'in a workflow, check the repository out first with actions/checkout';
  // Without a config there is neither a metrics.dir to point nor an allowEmpty to set: one starts.
  const fix = configSource
    ? `point metrics.dir in metrics-as-code.yaml at the folder that holds your definitions (${seen && `${seen}; `}run from the repository root, or pass --cwd; ${checkout}), or set \`allowEmpty: true\` for a repository with none yet`
    : `name the folder that holds your definitions in metrics-as-code.yaml (\`metrics: {dir: FOLDER}\`${seen && `; ${seen}`}), run from the repository root (or pass --cwd; ${checkout}), or start a catalogue with \`metrics-as-code init\``;
  const message = `nothing to check: ${what}${configSource || !missing ? '' : ', and no metrics-as-code.yaml names another'}; ${fix}`;
  return filesNone('metrics.dir', message, config, configSource);
}

/** Files are there, and a pattern of the config leaves every one out: that pattern is the fix. */
function leftOutByPattern(
  { by, files }: NonNullable<Discovery['leftOut']>,
  config: RepoConfig,
  configSource: ConfigSource | undefined,
): Diagnostic {
  const dir = config.metrics.dir;
  const named = files.map((file) => `\`${file}\``).join(', ');
  const json = files.every((file) => /\.json$/i.test(file));
  const message =
    by === 'exclude'
      ? `nothing to check: metrics.exclude leaves out every file under \`${dir}\` that metrics.include matches (${named}): narrow metrics.exclude, or set \`allowEmpty: true\` for a repository with none yet`
      : json
        ? `nothing to check: no file under \`${dir}\` matches metrics.include, though JSON files are there (${named}): JSON is YAML, so add \`"**/*.json"\` to metrics.include in metrics-as-code.yaml (its default takes only .yaml and .yml files)`
        : `nothing to check: no file under \`${dir}\` matches metrics.include, though YAML files are there (${named}): the patterns are relative to metrics.dir; write ones that match them, or leave metrics.include out (its default takes every .yaml and .yml file)`;
  return filesNone(`metrics.${by}`, message, config, configSource);
}

/** Nothing to check, placed on the setting at fault where the config writes it. */
function filesNone(
  path: string,
  message: string,
  config: RepoConfig,
  configSource: ConfigSource | undefined,
): Diagnostic {
  const file = configSource?.file ?? config.metrics.dir;
  const finding = { file, line: 1, column: 1, severity: 'error' as const, rule: 'files.none', message, path };
  return placedInConfig(finding, configSource);
}

function assemble(
  reports: readonly FileReport[],
  config: RepoConfig,
  configSource: ConfigSource | undefined,
  context: CheckContext,
): ValidationResult {
  const definitions: LoadedDefinition[] = [];
  for (const report of reports) {
    let parsed: ParsedYaml | undefined;
    const reread = () => {
      parsed ??= parseYaml(report.file, report.text ?? '');
      return parsed;
    };
    for (const record of report.definitions)
      definitions.push(loadedDefinition(report.file, record, reread, context));
  }
  // A file's duplicates count against its cap too: 5,000 copies of one definition list 1,000.
  const found = reports.flatMap((report) => report.diagnostics);
  const caps = new FileCaps(found, config.defaults);
  const diagnostics = cappedByFile([...found, ...duplicateIdDiagnostics(definitions, caps)]);
  return {
    config,
    ...(configSource && { configSource }),
    files: reports.length,
    fileNames: reports.map((report) => report.file),
    definitions,
    diagnostics: dedupe(diagnostics),
  };
}

function loadedDefinition(
  file: string,
  record: DefinitionRecord,
  reread: () => ParsedYaml,
  context: CheckContext,
): LoadedDefinition {
  const { index, line, column, name, type, id, body, valid, exceptions } = record;
  const locate: LoadedDefinition['locate'] = (path, target = 'value') => {
    const parsed = reread();
    const doc = parsed.documents[index];
    if (!doc) return { file, line, column };
    return placeField(documentNodeSource(parsed, doc), path, target, context.defaultsSource);
  };
  return { file, line, column, name, type, id, body, valid, ...(exceptions && { exceptions }), locate };
}

/**
 * The same `name::type` twice anywhere in the tree: an error at every place, naming the others
 * (the first four are placed for that); one past its file's cap is counted, not placed (FileCaps).
 */
function duplicateIdDiagnostics(definitions: LoadedDefinition[], caps: FileCaps): Diagnostic[] {
  const byId = new Map<string, LoadedDefinition[]>();
  for (const definition of definitions) {
    if (!definition.id) continue;
    const group = byId.get(definition.id);
    if (group) group.push(definition);
    else byId.set(definition.id, [definition]);
  }
  const diagnostics: Diagnostic[] = [];
  for (const [id, group] of byId) {
    if (group.length < 2) continue;
    const first = group.slice(0, 4).map((definition) => definition.locate(['name'], 'key'));
    const named = first.map((p) => `${p.file}:${p.line}:${p.column}`);
    group.forEach((definition, i) => {
      definition.valid = false;
      const counted = i < 4 ? undefined : caps.counted(definition, ['name'], 'error', DUPLICATE_ID);
      if (counted) {
        diagnostics.push(counted);
        return;
      }
      // Three of the others are named (from the first four, so the list is not made per copy).
      const others = someOf(
        named.filter((_, j) => j !== i),
        'places',
        group.length - 1,
      );
      const message = `\`${excerpt(id)}\` is also defined at ${others}: a metric's name and type must be unique across the catalogue: rename one, or remove the copy`;
      const place = first[i] ?? definition.locate(['name'], 'key');
      const diagnostic = diagnosticOf(place, 'error', DUPLICATE_ID, message, 'name');
      caps.add(diagnostic);
      diagnostics.push(diagnostic);
    });
  }
  return diagnostics;
}

const DUPLICATE_ID = 'definition.duplicate-id';

/** A broken default is reported once at the config file, not once per definition it reached. */
function dedupe(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.file}\u0000${d.line}\u0000${d.column}\u0000${d.rule}\u0000${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
