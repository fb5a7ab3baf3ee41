// `validate`: every definition file under metrics.dir, checked locally, each finding placed on the
// key or value at fault. The pure core (`validateSources`) takes file contents; `validateRepository`
// adds the config and the disk. A bad file never stops the others.
import { isMap, isScalar } from 'yaml';
import { loadConfig } from '../config/load.js';
import type { RepoConfig } from '../config/schema.js';
import { checkDefinition, hasErrors } from './check.js';
import { type Diagnostic, dottedPath, type FieldPath, type Finding } from './finding.js';
import { discoverDefinitionFiles, readDefinitionFiles } from './load.js';
import { type NodeSource, type Place, placeField, placeOffset, startOf, type Target } from './locate.js';
import { isPlainObject, mergeDefaults, type PlainObject } from './merge.js';
import { metricId } from './schema.js';
import { decodeSource } from './source.js';
import { documentDiagnostics, type ParsedYaml, parseYaml, toPlain, type YamlDocument } from './yaml-documents.js';

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
  /**
   * Where a field is: its value (or its key), else its nearest existing parent, else the config
   * file when the value came from `defaults`, else the document start.
   */
  locate(path: FieldPath, target?: Target): Place;
}

export interface ValidationResult {
  config: RepoConfig;
  configFile?: string;
  /** Definition files found and read (including the ones refused). */
  files: number;
  /** Every document that is a mapping, valid or not, in file order. */
  definitions: LoadedDefinition[];
  /** Every finding, placed, sorted by file, line and column. */
  diagnostics: Diagnostic[];
}

export interface DefinitionSource {
  file: string;
  text: string | Uint8Array;
  /** Size on disk, when the reader stopped at the size cap. */
  size?: number;
}

export interface ConfigSource {
  file: string;
  text: string;
}

interface Context {
  defaults: PlainObject;
  defaultsSource?: NodeSource;
  projectWarehouseNative: boolean;
}

interface FileOutcome {
  definitions: LoadedDefinition[];
  diagnostics: Diagnostic[];
}

/** Validates already-read files: no disk, no config file reading. */
export function validateSources(
  sources: readonly DefinitionSource[],
  config: RepoConfig,
  configSource?: ConfigSource,
): ValidationResult {
  const context: Context = {
    defaults: config.defaults,
    defaultsSource: configSource ? defaultsNodeSource(configSource) : undefined,
    projectWarehouseNative: config.warehouseNative,
  };
  const ordered = [...sources].sort((a, b) => compareText(a.file, b.file));
  const definitions: LoadedDefinition[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const source of ordered) {
    const outcome = validateFile(source, context);
    definitions.push(...outcome.definitions);
    diagnostics.push(...outcome.diagnostics);
  }
  diagnostics.push(...duplicateIdDiagnostics(definitions));
  return {
    config,
    ...(configSource && { configFile: configSource.file }),
    files: sources.length,
    definitions,
    diagnostics: sortDiagnostics(dedupe(diagnostics)),
  };
}

/** Loads the config, finds and reads the definition files, validates them. */
export async function validateRepository(options: {
  cwd: string;
  configFile?: string;
}): Promise<{ ok: true; result: ValidationResult } | { ok: false; diagnostics: Diagnostic[] }> {
  const loaded = await loadConfig(options.cwd, options.configFile);
  if (!loaded.ok) return { ok: false, diagnostics: loaded.diagnostics };
  const { config } = loaded;
  const discovery = await discoverDefinitionFiles(options.cwd, config.metrics);
  const read = await readDefinitionFiles(options.cwd, discovery.files);
  const configSource = loaded.file !== undefined && loaded.text !== undefined ? { file: loaded.file, text: loaded.text } : undefined;
  const result = validateSources(read.sources, config, configSource);
  result.files = discovery.files.length;
  result.diagnostics = sortDiagnostics([
    ...loaded.diagnostics,
    ...discovery.diagnostics,
    ...read.diagnostics,
    ...result.diagnostics,
  ]);
  return { ok: true, result };
}

function validateFile(source: DefinitionSource, context: Context): FileOutcome {
  const decoded = decodeSource(source.text, source.size);
  if (!decoded.ok) {
    const { rule, message, line, column } = decoded;
    return { definitions: [], diagnostics: [{ file: source.file, line, column, severity: 'error', rule, message, path: '' }] };
  }
  const text = decoded.text;
  const parsed = parseYaml(source.file, text);
  const reparse = reparser(source.file, text);
  const outcome: FileOutcome = { definitions: [], diagnostics: [...parsed.streamErrors] };
  let documents = 0;
  for (const [index, doc] of parsed.documents.entries()) {
    const yamlDiagnostics = documentDiagnostics(parsed, doc, text);
    outcome.diagnostics.push(...yamlDiagnostics);
    if (isEmptyDocument(doc)) continue;
    documents++;
    if (!isMap(doc.contents)) {
      if (!anyError(yamlDiagnostics)) outcome.diagnostics.push(notMappingDiagnostic(parsed, doc));
      continue;
    }
    const checked = checkDocument({ parsed, doc, index, reparse }, anyError(yamlDiagnostics), context);
    outcome.definitions.push(checked.definition);
    outcome.diagnostics.push(...checked.diagnostics);
  }
  if (documents === 0 && outcome.diagnostics.length === 0) outcome.diagnostics.push(emptyFileDiagnostic(source.file));
  return outcome;
}

interface LocatedDocument {
  parsed: ParsedYaml;
  doc: YamlDocument;
  index: number;
  /** The file parsed again, for `locate` calls after validation (the first parse is not kept). */
  reparse: () => ParsedYaml;
}

function checkDocument(
  located: LocatedDocument,
  yamlBroken: boolean,
  context: Context,
): { definition: LoadedDefinition; diagnostics: Diagnostic[] } {
  const { parsed, doc } = located;
  const diagnostics: Diagnostic[] = [];
  const plain = toPlain(parsed, doc);
  if (!plain.ok) diagnostics.push(plain.diagnostic);
  const own = plain.ok && isPlainObject(plain.value) ? plain.value : {};
  const body = Object.keys(context.defaults).length > 0 ? mergeDefaults(context.defaults, own) : own;
  const checkable = plain.ok && !yamlBroken;
  const findings = checkable ? checkDefinition(body, { projectWarehouseNative: context.projectWarehouseNative }) : [];
  const source = nodeSource(parsed, doc);
  for (const finding of findings) diagnostics.push(placeFinding(finding, source, context.defaultsSource));
  const valid = checkable && !hasErrors(findings);
  return { definition: loadedDefinition(located, body, valid, context), diagnostics };
}

function loadedDefinition(located: LocatedDocument, body: PlainObject, valid: boolean, context: Context): LoadedDefinition {
  const start = placeOffset(located.parsed, startOf(located.doc.contents) ?? 0);
  const name = typeof body.name === 'string' ? body.name : '';
  const type = typeof body.type === 'string' ? body.type : '';
  const id = typeof body.name === 'string' && typeof body.type === 'string' ? metricId({ name, type }) : '';
  const locate = locator(start, located.index, located.reparse, context.defaultsSource);
  return { file: start.file, line: start.line, column: start.column, name, type, id, body, valid, locate };
}

/** Holds the file's text, not its parse: a catalogue's worth of YAML trees would not fit in memory. */
function locator(
  start: Place,
  index: number,
  reparse: () => ParsedYaml,
  defaults: NodeSource | undefined,
): LoadedDefinition['locate'] {
  return (path, target = 'value') => {
    const reparsed = reparse();
    const doc = reparsed.documents[index];
    if (!doc) return start;
    return placeField(nodeSource(reparsed, doc), path, target, defaults);
  };
}

function placeFinding(finding: Finding, source: NodeSource, defaults: NodeSource | undefined): Diagnostic {
  const place = placeField(source, finding.path, finding.target ?? 'value', defaults);
  return { ...place, severity: finding.severity, rule: finding.rule, message: finding.message, path: dottedPath(finding.path) };
}

function nodeSource(parsed: ParsedYaml, doc: YamlDocument): NodeSource {
  return {
    file: parsed.file,
    root: doc.contents,
    lineCounter: parsed.lineCounter,
    fallbackOffset: startOf(doc.contents) ?? doc.range[0],
  };
}

/** The config's `defaults` mapping as a place to point at; undefined when the config has none. */
function defaultsNodeSource(config: ConfigSource): NodeSource | undefined {
  const parsed = parseYaml(config.file, config.text.charCodeAt(0) === 0xfeff ? config.text.slice(1) : config.text);
  const contents = parsed.documents[0]?.contents;
  if (!isMap(contents)) return undefined;
  const pair = contents.items.find((item) => isScalar(item.key) && item.key.value === 'defaults');
  if (!pair) return undefined;
  return { file: config.file, root: pair.value, lineCounter: parsed.lineCounter, fallbackOffset: startOf(pair.key) ?? 0 };
}

function isEmptyDocument(doc: YamlDocument): boolean {
  const contents = doc.contents;
  return contents === null || (isScalar(contents) && contents.value === null && contents.source === '');
}

function notMappingDiagnostic(parsed: ParsedYaml, doc: YamlDocument): Diagnostic {
  const contents = doc.contents;
  const kind = isScalar(contents) ? `a single value (${describeScalar(contents.value)})` : 'a list';
  return {
    ...placeOffset(parsed, startOf(contents) ?? doc.range[0]),
    severity: 'error',
    rule: 'document.not-mapping',
    message: `a definition must be a mapping of fields (name: ..., type: ...); this document is ${kind}`,
    path: '',
  };
}

function describeScalar(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * An empty file is a warning, not an error: it defines nothing, so nothing can go wrong in the
 * service, but it is usually a leftover or a truncated file, and a plan would then report its
 * metrics as removed. The warning says so without blocking a merge.
 */
function emptyFileDiagnostic(file: string): Diagnostic {
  return {
    file,
    line: 1,
    column: 1,
    severity: 'warning',
    rule: 'file.empty',
    message: 'file holds no definition: add one or delete the file',
    path: '',
  };
}

/** The same `name::type` twice anywhere in the tree: an error at every place, naming the others. */
function duplicateIdDiagnostics(definitions: LoadedDefinition[]): Diagnostic[] {
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
    const places = group.map((definition) => definition.locate(['name'], 'key'));
    group.forEach((definition, i) => {
      definition.valid = false;
      const others = places.filter((_, j) => j !== i).map((p) => `${p.file}:${p.line}:${p.column}`);
      diagnostics.push({
        ...places[i]!,
        severity: 'error',
        rule: 'definition.duplicate-id',
        message: `\`${id}\` is also defined at ${others.join(', ')}: a metric's name and type must be unique across the catalogue`,
        path: 'name',
      });
    });
  }
  return diagnostics;
}

export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => compareText(a.file, b.file) || a.line - b.line || a.column - b.column);
}

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

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function anyError(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((diagnostic) => diagnostic.severity === 'error');
}

/**
 * Parses the file again on first use. Made here, away from the first parse's scope, so the
 * closure cannot keep that parse alive (V8 shares one context between a scope's closures).
 */
function reparser(file: string, text: string): () => ParsedYaml {
  let parsed: ParsedYaml | undefined;
  return () => {
    parsed ??= parseYaml(file, text);
    return parsed;
  };
}
