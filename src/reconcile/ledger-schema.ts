// Reading a stored ledger back: both stores parse with this, so a corrupt or hand-edited ledger
// is a clear error instead of a run that silently re-creates everything.
import { isPlainObject, type PlainObject } from '../diagnostics/finding.js';
import * as z from '../diagnostics/zod.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { ToolError } from '../outcome/failure.js';
import { emptyLedger, type JournalBatch, type Ledger } from './ledger.js';

const ledgerEntrySchema = z.looseObject({
  id: z.string(),
  hash: z.string(),
  file: z.string(),
  commit: z.optional(z.string()),
  createdAt: z.string(),
  acceptedAt: z.optional(z.string()),
  // Checked as an object, not copied key by key: a ledger of 10,000 definitions reads in one pass.
  definition: z.optional(
    z.custom<PlainObject>(isPlainObject, {
      message: 'must be an object (the definition as sent)',
    }),
  ),
});

const pendingEntrySchema = z.looseObject({
  hash: z.string(),
  file: z.string(),
  startedAt: z.string(),
  runId: z.optional(z.string()),
  lineage: z.optional(z.string()),
  pid: z.optional(z.number()),
  host: z.optional(z.string()),
});

const ledgerSchema = z.looseObject({
  version: z.literal(1),
  catalogue: z.optional(z.string()),
  metrics: z.record(z.string(), ledgerEntrySchema),
  pending: z.optional(z.record(z.string(), pendingEntrySchema)),
});

const RESTORE =
  'restore it from its history (or fix it by hand: {"version": 1, "metrics": {...}}) before running again, so nothing is created twice';

/** A stored ledger that cannot be read: the run stops rather than create everything again. */
function ledgerFormatError(location: string, problem: string, fix = RESTORE): ToolError {
  return new ToolError('ledger.format', ExitCode.Usage, `the state ledger ${location} ${problem}: ${fix}`);
}

export function parseLedger(text: string, location: string): Ledger {
  const json = parseJson(text, location);
  const version = (json as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version > 1) {
    throw ledgerFormatError(
      location,
      `was written by a newer metrics-as-code (ledger version ${version}; this one reads version 1)`,
      "update metrics-as-code (the Action's version in the workflow, or the CLI) and run again",
    );
  }
  return checked(ledgerSchema, json, location, 'a ledger') as Ledger;
}

/** The text as JSON, or a ledger.format error that says where it breaks (never what it holds). */
function parseJson(text: string, location: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw ledgerFormatError(location, `is not valid JSON (${syntaxProblem(text, error as Error)})`);
  }
}

/** `json` as `schema` reads it, or a ledger.format error naming the first field at fault. */
function checked(schema: z.ZodMiniType, json: unknown, location: string, what: string): unknown {
  const parsed = schema.safeParse(json, { reportInput: true });
  if (parsed.success) return parsed.data;
  throw ledgerFormatError(location, `is not ${what} (${fieldProblem(parsed.error.issues[0]!)})`);
}

/** `metrics["a::sum"].hash is missing`: the field at fault and what it must be, never its value. */
function fieldProblem(issue: z.core.$ZodIssue): string {
  const field =
    issue.path
      .map((key) => (/^[A-Za-z_]\w*$/.test(String(key)) ? `.${String(key)}` : `[${JSON.stringify(key)}]`))
      .join('')
      .replace(/^\./, '') || 'the file';
  if (issue.code === 'invalid_value')
    return `${field} must be ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
  if (issue.code !== 'invalid_type') return `${field}: ${issue.message}`;
  if (issue.input === undefined) return `${field} is missing`;
  const kind =
    issue.input === null ? 'null' : withArticle(Array.isArray(issue.input) ? 'array' : typeof issue.input);
  return `${field} must be ${withArticle(issue.expected)}, not ${kind}`;
}

function withArticle(type: string): string {
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}

/**
 * Where the JSON breaks, never what it says there: the engine's own message quotes the text, and
 * a ledger path may lead to any file (its words would reach the report and the PR comment).
 */
function syntaxProblem(text: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message);
  if (position) {
    const before = text.slice(0, Number(position[1]));
    const lines = before.split('\n');
    return `a syntax error at line ${lines.length}, column ${lines.at(-1)!.length + 1}`;
  }
  if (/end of JSON/i.test(error.message)) return 'it ends before the JSON is complete';
  if (!text.trimStart().startsWith('{')) return 'it does not start with `{`';
  return 'a syntax error';
}

const journalBatchSchema = z.looseObject({
  runId: z.string(),
  metrics: z.record(z.string(), ledgerEntrySchema),
  dropped: z.array(z.string()),
});

/** One journal batch; a batch that cannot be read stops the run like a corrupt ledger does. */
export function parseJournalBatch(text: string, location: string): JournalBatch {
  return checked(journalBatchSchema, parseJson(text, location), location, 'a journal batch') as JournalBatch;
}

/**
 * JSON with one line per metric (and per claim): a write that records a few metrics changes a few
 * lines, so the branch's history stays small and a diff of the ledger reads as what changed; a
 * ledger of 10,000 definitions is about half the size it would be indented.
 */
export function serializeLedger(ledger: Ledger): string {
  const section = (entries: Record<string, unknown>) => {
    const lines = Object.entries(entries).map(
      ([id, entry]) => `    ${JSON.stringify(id)}: ${JSON.stringify(entry)}`,
    );
    return lines.length === 0 ? '{}' : `{\n${lines.join(',\n')}\n  }`;
  };
  const parts = [`  "version": ${ledger.version}`];
  if (ledger.catalogue !== undefined) parts.push(`  "catalogue": ${JSON.stringify(ledger.catalogue)}`);
  parts.push(`  "metrics": ${section(ledger.metrics)}`);
  if (ledger.pending) parts.push(`  "pending": ${section(ledger.pending)}`);
  return `{\n${parts.join(',\n')}\n}\n`;
}

/** What an empty ledger is written as: the text a store compares against when it has no file. */
export const EMPTY_LEDGER_TEXT = serializeLedger(emptyLedger());
