// YAML text to documents, with the parser's complaints turned into located diagnostics. Shared by
// definition files and the repo config, so both get the same limits and the same messages.
import {
  type Document,
  isScalar,
  LineCounter,
  type ParsedNode,
  parseAllDocuments,
  visit,
  type YAMLError,
} from 'yaml';
import type { Diagnostic } from './finding.js';
import { placeOffset, startOf } from './locate.js';

/** Aliases expanded per document before it is refused: a real definition needs none or a few. */
const MAX_ALIAS_COUNT = 100;

export type YamlDocument = Document.Parsed<ParsedNode, true>;

export interface ParsedYaml {
  file: string;
  lineCounter: LineCounter;
  documents: YamlDocument[];
  /** Problems outside any document (a stray directive at the end of the stream). */
  streamErrors: Diagnostic[];
}

const PARSE_OPTIONS = {
  prettyErrors: false, // pretty errors build a regex from the source: a deep file can exhaust memory
  logLevel: 'error', // no process warnings (complex keys are reported as unknown keys instead)
  // The parser's own check compares every key with every other (120,000 keys: minutes); keys are
  // checked here instead, in one pass (duplicateKeys).
  uniqueKeys: false,
  // `<<: *anchor` merges a mapping as YAML users expect (YAML 1.1 merge keys), keys written
  // beside it winning.
  merge: true,
} as const;

export function parseYaml(file: string, text: string): ParsedYaml {
  const lineCounter = new LineCounter();
  const parsed = parseAllDocuments(text, { ...PARSE_OPTIONS, lineCounter });
  const documents = [...parsed] as YamlDocument[];
  const streamErrors =
    'empty' in parsed ? parsed.errors.map((e) => yamlErrorDiagnostic(file, lineCounter, text, e)) : [];
  return { file, lineCounter, documents, streamErrors };
}

/**
 * The parser's errors and warnings for one document. After the first syntax error the rest are
 * mostly its echoes, so only that one is kept; every duplicate key is its own mistake.
 */
export function documentDiagnostics(parsed: ParsedYaml, doc: YamlDocument, text: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  let syntaxReported = false;
  for (const error of doc.errors) {
    if (error.code !== 'DUPLICATE_KEY') {
      if (syntaxReported) continue;
      syntaxReported = true;
    }
    diagnostics.push(yamlErrorDiagnostic(parsed.file, parsed.lineCounter, text, error));
  }
  diagnostics.push(...duplicateKeys(parsed, doc, text));
  for (const warning of doc.warnings) {
    diagnostics.push({
      ...placeOffset(parsed, warning.pos[0]),
      severity: 'warning',
      rule: 'yaml.warning',
      message: firstLine(warning.message),
      path: '',
    });
  }
  return diagnostics;
}

function yamlErrorDiagnostic(
  file: string,
  lineCounter: LineCounter,
  text: string,
  error: YAMLError,
): Diagnostic {
  const at = placeOffset({ file, lineCounter }, error.pos[0]);
  const base = { ...at, severity: 'error' as const, path: '' };
  switch (error.code) {
    case 'DUPLICATE_KEY': {
      const key = keyAt(text, error.pos[0]);
      return {
        ...base,
        rule: 'yaml.duplicate-key',
        message: `duplicate key \`${shorten(key)}\`: a key may appear only once in a mapping (the later value would silently win)`,
      };
    }
    case 'TAB_AS_INDENT':
      return {
        ...base,
        rule: 'yaml.tab-indent',
        message: 'a tab is used for indentation; YAML allows only spaces there',
      };
    case 'RESOURCE_EXHAUSTION':
      return {
        ...base,
        rule: 'yaml.too-deep',
        message: 'nesting is too deep to read; a definition needs only a few levels',
      };
    default:
      return { ...base, rule: 'yaml.syntax', message: `YAML syntax error: ${firstLine(error.message)}` };
  }
}

/** Every key that repeats one before it in the same mapping, naming the line of the first. */
function duplicateKeys(parsed: ParsedYaml, doc: YamlDocument, text: string): Diagnostic[] {
  const found: Diagnostic[] = [];
  visit(doc, {
    Map(_, map) {
      const seen = new Map<string, number>();
      for (const pair of map.items) {
        if (!isScalar(pair.key)) continue;
        const key = String(pair.key.value);
        const offset = pair.key.range?.[0] ?? 0;
        const first = seen.get(key);
        if (first === undefined) {
          seen.set(key, offset);
          continue;
        }
        const firstLine = placeOffset(parsed, first).line;
        found.push({
          ...placeOffset(parsed, offset),
          severity: 'error',
          rule: 'yaml.duplicate-key',
          message: `duplicate key \`${shorten(keyAt(text, offset))}\`: it is already set on line ${firstLine}, and a key may appear only once in a mapping (the later value would silently win)`,
          path: '',
        });
      }
    },
  });
  return found;
}

const UNRESOLVED_HINT =
  '; `<<:` merges a mapping, and an anchor (`&name`) is seen only in its own YAML document: set it on a mapping above the alias, after the last `---`';

export type PlainResult = { ok: true; value: unknown } | { ok: false; diagnostic: Diagnostic };

/** The document as plain data, with alias expansion capped (a "billion laughs" file stops here). */
export function toPlain(parsed: ParsedYaml, doc: YamlDocument): PlainResult {
  try {
    return { ok: true, value: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const excessive = /excessive alias count/i.test(message);
    return {
      ok: false,
      diagnostic: {
        ...placeOffset(parsed, firstAliasOffset(doc) ?? startOf(doc.contents) ?? 0),
        severity: 'error',
        rule: excessive ? 'yaml.alias-limit' : 'yaml.alias',
        message: excessive
          ? `aliases expand to too much data (more than ${MAX_ALIAS_COUNT} expansions): write the values out instead`
          : `YAML alias error: ${firstLine(message)}${/unresolved alias|merge sources/i.test(message) ? UNRESOLVED_HINT : ''}`,
        path: '',
      },
    };
  }
}

function firstAliasOffset(doc: YamlDocument): number | undefined {
  let offset: number | undefined;
  visit(doc, {
    Alias(_, node) {
      offset = node.range?.[0];
      return visit.BREAK;
    },
  });
  return offset;
}

function firstLine(message: string): string {
  const line = message.split('\n', 1)[0] ?? message;
  return line.replace(/ at line \d+, column \d+:?$/, '');
}

/** The key written at `offset` (the parser's range covers only its first character). */
function keyAt(text: string, offset: number): string {
  const end = text.indexOf('\n', offset);
  const line = text.slice(offset, end < 0 ? undefined : end);
  const quoted = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*')/.exec(line);
  if (quoted) return quoted[1]!;
  const plain = /^(.*?)\s*:(?:\s|$)/.exec(line);
  return (plain ? plain[1]! : line).trim();
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
