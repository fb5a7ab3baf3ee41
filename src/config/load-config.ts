// Reads `metrics-as-code.yaml` (README.md ("The config")). Every problem is a located diagnostic in the
// config file; the caller exits 2 on any error. No config file means every default.
import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { isMap } from 'yaml';
import type { Diagnostic, FieldPath, Finding } from '../diagnostics/finding.js';
import { type NodeSource, placeFinding, placeOffset, startOf } from '../diagnostics/locate.js';
import { type Subject, schemaFindings } from '../diagnostics/schema-findings.js';
import { decodeSource } from '../diagnostics/source-text.js';
import {
  documentDiagnostics,
  type ParsedYaml,
  parseYaml,
  toPlain,
  type YamlDocument,
} from '../diagnostics/yaml-documents.js';
import { toPosix } from '../files/paths.js';
import { configSchema, DEFAULT_CONFIG_FILE, defaultConfig, type RepoConfig } from './schema.js';

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

const CONFIG_SUBJECT: Subject = { indefinite: 'the config', definite: 'the config' };

/**
 * `configFile` given but missing is an error; not given and `metrics-as-code.yaml` absent means
 * the defaults.
 */
export async function loadConfig(cwd: string, configFile?: string): Promise<ConfigLoad> {
  const path = resolve(cwd, configFile ?? DEFAULT_CONFIG_FILE);
  const file = displayPath(cwd, path);
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && configFile === undefined)
      return { ok: true, config: defaultConfig(), diagnostics: [] };
    const reason =
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (code ?? String(error));
    return {
      ok: false,
      diagnostics: [
        configError(file, 'config.unreadable', `cannot read the config file \`${file}\`: ${reason}`),
      ],
    };
  }
  return parseConfig(file, bytes);
}

/** Parses and checks a config file's contents (pure). */
export function parseConfig(file: string, content: string | Uint8Array): ConfigLoad {
  const decoded = decodeSource(content);
  if (!decoded.ok) {
    const { rule, message, line, column } = decoded;
    return { ok: false, diagnostics: [{ file, line, column, severity: 'error', rule, message, path: '' }] };
  }
  const text = decoded.text;
  const parsed = parseYaml(file, text);
  const documents = parsed.documents.filter((doc) => !isBlank(doc));
  const errors = [
    ...parsed.streamErrors,
    ...documents.flatMap((doc) => documentDiagnostics(parsed, doc, text)),
  ];
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
  if (!isMap(doc.contents)) {
    const at = placeOffset(parsed, startOf(doc.contents) ?? 0);
    return {
      ok: false,
      diagnostics: [
        {
          ...at,
          severity: 'error',
          rule: 'config.not-mapping',
          message: 'the config must be a mapping of settings (metrics: ..., defaults: ...)',
          path: '',
        },
      ],
    };
  }
  const plain = toPlain(parsed, doc);
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
    return { ok: false, diagnostics: findings.map((finding) => placeFinding(finding, source)) };
  }
  const findings = configRules(checked.data);
  const placed = findings.map((finding) => placeFinding(finding, source));
  if (placed.some((d) => d.severity === 'error')) return { ok: false, diagnostics: placed };
  return { ok: true, config: checked.data, file, text, diagnostics: [...warnings, ...placed] };
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
  if (config.apiUrl && isCleartextRemote(config.apiUrl)) {
    findings.push({
      rule: 'config.insecure-api-url',
      severity: 'warning',
      path: ['apiUrl'],
      message:
        'apiUrl uses http:// to a host that is not this machine: the API key would travel unencrypted; use https://',
    });
  }
  return findings;
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

function isCleartextRemote(url: string): boolean {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:') return false;
  return (
    !['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname) && !parsed.hostname.startsWith('127.')
  );
}

function multipleDocuments(parsed: ParsedYaml, second: YamlDocument): Diagnostic {
  return {
    ...placeOffset(parsed, second.range[0]),
    severity: 'error',
    rule: 'config.multiple-documents',
    message:
      'the config file must hold one YAML document; remove this `---` and what follows, or merge it into the first',
    path: '',
  };
}

/** A document of only comments, or an explicit `---` with nothing after it. */
function isBlank(doc: YamlDocument): boolean {
  const contents = doc.contents as { value?: unknown; source?: string } | null;
  return contents === null || (contents.value === null && contents.source === '');
}

function configError(file: string, rule: string, message: string): Diagnostic {
  return { file, line: 1, column: 1, severity: 'error', rule, message, path: '' };
}

function displayPath(cwd: string, path: string): string {
  return toPosix(relative(cwd, path)) || path;
}
