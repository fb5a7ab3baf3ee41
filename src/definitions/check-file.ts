// One definition file, checked: its documents, each finding placed. `validate.ts` turns the
// result into LoadedDefinitions.
import type { RepoConfig } from '../config/schema.js';
import {
  type Diagnostic,
  excerpt,
  type Finding,
  isPlainObject,
  MAX_PLACED_PER_DOCUMENT,
  type PlainObject,
} from '../diagnostics/finding.js';
import {
  cappedForFile,
  diagnosticAt,
  moreProblems,
  type NodeSource,
  placeInFile,
  placeOffset,
  startOf,
} from '../diagnostics/locate.js';
import { decodeSource } from '../diagnostics/source-text.js';
import { parseYaml } from '../diagnostics/yaml-documents.js';
import { keyWithoutSpace, keyWithoutSpaceHint } from '../diagnostics/yaml-hints.js';
import {
  isBlankDocument,
  isMapNode,
  type ParsedYaml,
  type YamlDocument,
  type YamlNode,
} from '../diagnostics/yaml-tree.js';
import type { PolicyException } from '../report/model.js';
import { checkDefinition, hasErrors } from './check.js';
import { type DefinitionSource, readDefinitionFile } from './discover-files.js';
import { mergeDefaults } from './merge.js';
import {
  type Policy,
  policyFindings,
  type Suppression,
  suppressionProblem,
  suppressionsIn,
} from './policy.js';
import { metricDefinitionSchema, metricId } from './schema.js';

export interface ConfigSource {
  file: string;
  text: string;
}

export interface CheckContext {
  defaults: PlainObject;
  /** The config's `defaults` mapping, to point at when a finding's value came from there. */
  defaultsSource?: NodeSource;
  projectWarehouseNative: boolean;
  policy: Policy;
}

/** A definition as plain data: what `LoadedDefinition` is, minus `locate`. */
export interface DefinitionRecord {
  /** Index of its document in the file, to place a later finding in it. */
  index: number;
  line: number;
  column: number;
  name: string;
  type: string;
  id: string;
  body: PlainObject;
  valid: boolean;
  /** The policy rules its comments switch off that it breaks. */
  exceptions?: PolicyException[];
}

export interface FileReport {
  file: string;
  /**
   * The file's text, kept when it has definitions: a later finding (a reference, a dry run's
   * answer) is placed by reading it again, which costs less than keeping every file's tree.
   */
  text?: string;
  definitions: DefinitionRecord[];
  diagnostics: Diagnostic[];
}

export function checkContext(config: RepoConfig, configSource?: ConfigSource): CheckContext {
  const defaultsSource = configSource ? defaultsNodeSource(configSource) : undefined;
  return {
    defaults: config.defaults,
    ...(defaultsSource && { defaultsSource }),
    projectWarehouseNative: config.warehouseNative,
    policy: config.policy,
  };
}

/** Reads and checks one file; a file that cannot be read is a diagnostic like any other. */
export function readAndCheckFile(cwd: string, file: string, context: CheckContext): FileReport {
  const source = readDefinitionFile(cwd, file);
  if ('rule' in source) return { file, definitions: [], diagnostics: [source] };
  return checkSourceFile(source, context);
}

export function checkSourceFile(source: DefinitionSource, context: CheckContext): FileReport {
  const decoded = decodeSource(source.text, source.size);
  if (!decoded.ok) {
    const { rule, message, line, column } = decoded;
    return {
      file: source.file,
      definitions: [],
      diagnostics: [{ file: source.file, line, column, severity: 'error', rule, message, path: '' }],
    };
  }
  const text = decoded.text;
  const parsed = parseYaml(source.file, text);
  const report: FileReport = { file: source.file, definitions: [], diagnostics: [...parsed.streamErrors] };
  let documents = 0;
  const suppressions = suppressionsByDocument(text, parsed.documents);
  for (const [index, doc] of parsed.documents.entries()) {
    const yamlDiagnostics = doc.diagnostics;
    report.diagnostics.push(...yamlDiagnostics);
    if (isBlankDocument(doc)) continue;
    documents++;
    if (!isMapNode(doc.contents)) {
      if (!anyError(yamlDiagnostics)) report.diagnostics.push(notMappingDiagnostic(parsed, doc));
      continue;
    }
    checkDocument(report, parsed, doc, index, anyError(yamlDiagnostics), context, suppressions[index]!);
  }
  if (report.definitions.length > 0) report.text = text;
  if (documents === 0 && report.diagnostics.length === 0)
    report.diagnostics.push(emptyFileDiagnostic(source.file));
  report.diagnostics = cappedForFile(report.diagnostics);
  return report;
}

/** Each document's suppression comments, found in one pass over the file (not one per document). */
function suppressionsByDocument(text: string, documents: readonly YamlDocument[]): Suppression[][] {
  const all = suppressionsIn(text, 0);
  let next = 0;
  return documents.map((doc) => {
    const first = next;
    while (next < all.length && all[next]!.offset < doc.end) next++;
    return all.slice(first, next);
  });
}

function checkDocument(
  report: FileReport,
  parsed: ParsedYaml,
  doc: YamlDocument,
  index: number,
  yamlBroken: boolean,
  context: CheckContext,
  suppressions: readonly Suppression[],
): void {
  const plain = doc.plain;
  if (!plain.ok) report.diagnostics.push(plain.diagnostic);
  const own = plain.ok && isPlainObject(plain.value) ? plain.value : {};
  const body = Object.keys(context.defaults).length > 0 ? mergeDefaults(context.defaults, own) : own;
  // A document the parser could not read is not checked further: its fields are guesses.
  const checkable = plain.ok && !yamlBroken;
  const { findings, exceptions } = checkable
    ? documentFindings(body, context, suppressions)
    : { findings: [], exceptions: [] };
  anchorHolderHints(findings, doc.contents);
  const source = documentNodeSource(parsed, doc);
  // Placing a finding looks its key up in its mapping: beyond a cap, a file of 100,000 unknown
  // keys would cost keys x findings. The first ones are placed; the rest are counted.
  const placed = findings.slice(0, MAX_PLACED_PER_DOCUMENT);
  for (const finding of placed)
    report.diagnostics.push(placeInFile(report.diagnostics, finding, source, context.defaultsSource));
  if (findings.length > placed.length) {
    const rest = findings.slice(placed.length);
    const severity = hasErrors(rest) ? 'error' : 'warning';
    const at = startOf(doc.contents) ?? 0;
    report.diagnostics.push(moreProblems(parsed, at, rest.length, severity, 'problems in this definition'));
  }
  for (const suppression of suppressions) {
    const problem = suppressionProblem(suppression);
    if (!problem) continue;
    report.diagnostics.push(
      diagnosticAt(parsed, suppression.offset, 'warning', 'policy.suppression', problem),
    );
  }
  const start = placeOffset(parsed, startOf(doc.contents) ?? 0);
  const name = typeof body.name === 'string' ? body.name : '';
  const type = typeof body.type === 'string' ? body.type : '';
  const id = typeof body.name === 'string' && typeof body.type === 'string' ? metricId({ name, type }) : '';
  const valid = checkable && !hasErrors(findings);
  report.definitions.push({
    index,
    line: start.line,
    column: start.column,
    name,
    type,
    id,
    body,
    valid,
    ...(exceptions.length > 0 && { exceptions }),
  });
}

/**
 * A top-level key written only to hold an anchor (`x-common: &common`, as docker-compose files
 * do) is still a field of the definition: its unknown-key finding says where shared values go.
 * `findings` is changed in place.
 */
function anchorHolderHints(findings: Finding[], contents: YamlNode | null): void {
  if (!isMapNode(contents)) return;
  // Looked up by name: a search of the keys per finding is quadratic in a file of unknown keys.
  const anchors = new Map(contents.items.flatMap((pair) => (pair.anchor ? [[pair.name, pair.anchor]] : [])));
  if (anchors.size === 0) return;
  for (const finding of findings) {
    if (finding.rule !== 'schema.unknown-key' || finding.path.length !== 1) continue;
    const anchor = anchors.get(String(finding.path[0]));
    if (anchor)
      finding.message += `: it holds the anchor \`&${excerpt(anchor)}\`, and every key of a definition is sent to the Console API; put what definitions share in \`defaults\` of metrics-as-code.yaml (merged under each one), or the anchor on a field of the definition itself`;
  }
  // A document of nothing but such keys is a block of shared values: that it names no metric is
  // the same mistake, said above, not two more.
  if (anchors.size === contents.items.length) {
    const said = findings.filter(
      (finding) => finding.rule === 'schema.required' && finding.path.length === 1,
    );
    for (const finding of said) findings.splice(findings.indexOf(finding), 1);
  }
}

/**
 * The definition's findings, and the team policy's but those its suppression comments allow; the
 * exceptions it takes are the allowed rules it breaks.
 */
function documentFindings(
  body: PlainObject,
  context: CheckContext,
  suppressions: readonly Suppression[],
): { findings: Finding[]; exceptions: PolicyException[] } {
  const findings = checkDefinition(body, { projectWarehouseNative: context.projectWarehouseNative });
  const policy = policyFindings(body, context.policy);
  const allowed = suppressions.filter((s) => !suppressionProblem(s));
  const broken = new Set(policy.map((finding) => finding.rule));
  const exceptions = allowed.flatMap(({ rule, reason }) => (broken.delete(rule) ? [{ rule, reason }] : []));
  for (const finding of policy) if (!allowed.some((s) => s.rule === finding.rule)) findings.push(finding);
  return { findings, exceptions };
}

/** A finding placed on its key or value; a value that came from `defaults` is placed there. */
export function documentNodeSource(parsed: ParsedYaml, doc: YamlDocument): NodeSource {
  return {
    file: parsed.file,
    root: doc.contents,
    lineCounter: parsed.lineCounter,
    fallbackOffset: startOf(doc.contents) ?? doc.start,
  };
}

/** The config's `defaults` mapping as a place to point at; undefined when the config has none. */
function defaultsNodeSource(config: ConfigSource): NodeSource | undefined {
  const parsed = parseYaml(
    config.file,
    config.text.charCodeAt(0) === 0xfeff ? config.text.slice(1) : config.text,
  );
  const contents = parsed.documents[0]?.contents;
  if (!isMapNode(contents)) return undefined;
  const pair = contents.items.find((item) => item.name === 'defaults');
  if (!pair) return undefined;
  return {
    file: config.file,
    root: pair.value,
    lineCounter: parsed.lineCounter,
    fallbackOffset: startOf(pair.key) ?? 0,
  };
}

function notMappingDiagnostic(parsed: ParsedYaml, doc: YamlDocument): Diagnostic {
  const contents = doc.contents;
  const plain = doc.plain;
  // A definition's own key written without its space (`name:orders`) is quoted back with what to
  // write; any other single value is described, never quoted: the file may not be a definition
  // at all, and its text is not the tool's to show.
  const written = plain.ok && typeof plain.value === 'string' ? keyWithoutSpace(plain.value) : undefined;
  const meant = written && Object.hasOwn(metricDefinitionSchema.shape, written.key) ? written : undefined;
  const kind =
    contents?.kind === 'seq'
      ? 'a list'
      : `a single value (${meant ? JSON.stringify(plain.ok ? plain.value : '') : plain.ok ? describeScalar(plain.value) : 'an alias'})`;
  // A list of definitions (as some tools write a catalogue): each is a document of its own here.
  const definitions = plain.ok && Array.isArray(plain.value) && plain.value.some(isPlainObject);
  const hint = definitions
    ? ': write each item at the top level, without its `- `, and separate them with `---` lines'
    : meant
      ? `: ${keyWithoutSpaceHint(meant, 'it')}`
      : '';
  const message = `a definition must be a mapping of fields (name: ..., type: ...); this document is ${kind}${hint}`;
  return diagnosticAt(parsed, startOf(contents) ?? doc.start, 'error', 'document.not-mapping', message);
}

/** What kind of value it is, without its content: `a string of 12 characters`, `a number`. */
function describeScalar(value: unknown): string {
  if (typeof value === 'string') return `a string of ${value.length} characters`;
  if (value === null) return 'null';
  return `a ${typeof value}`;
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

function anyError(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((diagnostic) => diagnostic.severity === 'error');
}
