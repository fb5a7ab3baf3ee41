// The one value a run produces; every renderer (text, json, markdown, job summary) reads it.
// Its JSON form is the `--format json` output of README.md ("The CLI").
import { type Diagnostic, withoutTrailing } from '../diagnostics/finding.js';
import type { Place } from '../diagnostics/locate.js';
import { count } from './count.js';

export const RUN_MODES = ['validate', 'plan', 'apply', 'reviews'] as const;
export type RunMode = (typeof RUN_MODES)[number];

export function isRunMode(value: string): value is RunMode {
  return (RUN_MODES as readonly string[]).includes(value);
}
export type ItemAction = 'create' | 'unchanged' | 'changed' | 'removed' | 'invalid';
/** `accepted`: a changed definition the ledger now records (`apply --accept-changes`). */
type ItemResult = 'valid' | 'rejected' | 'created' | 'exists' | 'accepted' | 'failed' | 'skipped';

export interface ReportItem {
  file: string;
  line: number;
  name: string;
  type: string;
  /** `name::type` */
  id: string;
  action: ItemAction;
  result?: ItemResult;
  message?: string;
  /** The created metric's permalink in the console. */
  url?: string;
  /** `changed`: each changed path, with its value before and after (absent when added/removed). */
  diff?: FieldChange[];
  /**
   * An earlier run created it: one of the same commit (a re-run after a partial apply; the item
   * is unchanged), or an interrupted one whose claim this run took over and recorded (`exists`).
   */
  createdEarlier?: true;
  /** Already in the Console and recorded by this run (adopted, or an earlier run's create): no conflict. */
  recorded?: true;
  /** Team policy rules its comments switch off, each with its reason: shown, so a review sees them. */
  exceptions?: PolicyException[];
}

/** A policy rule a definition's comment switches off for it (`# metrics-as-code: allow RULE: why`). */
export interface PolicyException {
  rule: string;
  reason: string;
}

/** One changed path of a definition: `before` absent for an added one, `after` for a removed one. */
export interface FieldChange {
  /** `description`, `tags[2]`, `warehouseNative.metricSources[0].sql` */
  path: string;
  before?: unknown;
  after?: unknown;
}

export type ReviewNeeds = 'review' | 'author' | 'commit' | 'validation';
export type ReviewRisk = 'high' | 'medium' | 'low';

interface Reviewer {
  id: string;
  kind: string;
  /** The GitHub handle or team `reviews.people` gives this id. */
  handle?: string;
}

export interface ReviewSummaryItem {
  dynamicConfig: string;
  review_id: string;
  status: string;
  type: string;
  /** The author's email, else their id. */
  author: string;
  /** The author's platform id. */
  authorId?: string;
  /** The GitHub handle `reviews.people` gives the author's id. */
  authorHandle?: string;
  /** The requested reviewers, as the service sends them. */
  reviewers: Reviewer[];
  created_at: string;
  ageDays: number;
  description: string;
  /** Who must act next, from the status. */
  needs: ReviewNeeds;
  risk: ReviewRisk;
  riskReason: string;
  /** Older than `reviews.staleAfterDays`. */
  stale: boolean;
  /** Pending with nobody asked to review it: nobody will ever act. */
  noReviewers: boolean;
  /** Not shown by the previous digest (known only where it is remembered: the reviews issue). */
  new?: boolean;
}

export interface ReviewsProblem {
  dynamicConfig: string;
  /** `reviews.unknown-config` (the service knows no such config, or refuses its id) or `reviews.unreadable`. */
  rule: string;
  message: string;
  /** Where the config names it, when that is the mistake (no such dynamic config). */
  place?: Place;
}

export interface Summary {
  files: number;
  definitions: number;
  errors: number;
  warnings: number;
  create: number;
  unchanged: number;
  changed: number;
  removed: number;
  created: number;
  failed: number;
}

/**
 * Why a run failed when no diagnostic says it: the config cannot reach the service, the key was
 * refused, the service stayed unavailable, the ledger cannot be read. Every rendering shows it as
 * an error, so a run that checked nothing never reads as a pass.
 */
export interface RunFailure {
  rule: string;
  message: string;
  /** It says why the errors listed with it stop the run, and is not an error of its own. */
  sumsUp?: true;
  /** Nothing stopped the run: it went through, and left part of the work for the next run. */
  unfinished?: true;
}

/** `failure`, then another thing that went wrong in the same run, after "Also:". */
export function alsoSaying(failure: RunFailure, more: string): RunFailure {
  return { ...failure, message: `${withoutTrailing(failure.message, '.')}. Also: ${more}` };
}

/**
 * The errors a rendering counts: the diagnostics', the failure that stopped the run unless it
 * only sums them up ("the configuration has errors (listed)"), and in a reviews run the watched
 * configs whose reviews could not be read.
 */
export function errorsShown(report: RunReport): number {
  const unread = reviewProblemSeverity(report) === 'error' ? report.reviewProblems.length : 0;
  return report.summary.errors + failureCounted(report) + unread;
}

/**
 * The warnings a run shows: its definitions', and beside a plan or an apply the watched configs
 * whose reviews could not be read (they fail only the reviews run: reviewProblemSeverity).
 */
export function warningsShown(report: RunReport): number {
  return (
    report.summary.warnings + (reviewProblemSeverity(report) === 'warning' ? report.reviewProblems.length : 0)
  );
}

/** A watched config's reviews not read: the reviews run's error, a warning beside a plan or an apply. */
export function reviewProblemSeverity(report: RunReport): 'error' | 'warning' {
  return report.mode === 'reviews' ? 'error' : 'warning';
}

/**
 * A plan or an apply that stopped before its comparison with the ledger: what it knows is what
 * validate knows (how many definitions, how many invalid), not what is to create or unchanged.
 */
export function stoppedBeforeComparing(report: RunReport): boolean {
  const s = report.summary;
  const counted = s.create + s.unchanged + s.changed + s.removed + s.created + s.failed;
  return (
    report.failure !== undefined &&
    (report.mode === 'plan' || report.mode === 'apply') &&
    counted === 0 &&
    report.items.every((item) => item.action === 'invalid')
  );
}

/**
 * What a run read, as validate says it: `2 definitions in 1 file, 1 invalid`, or that it read none
 * when it stopped first.
 */
export function readCounts(report: RunReport): string {
  const s = report.summary;
  if (report.failure && s.files === 0 && s.definitions === 0) return 'no definition read';
  const invalid = report.items.filter((item) => item.action === 'invalid').length;
  return `${count(s.definitions, 'definition')} in ${count(s.files, 'file')}, ${invalid} invalid`;
}

/** Metrics already in the Console that this run recorded: in no other count. */
export function recordedCount(report: RunReport): number {
  return report.items.filter((item) => item.recorded).length;
}

/** Creates an apply did not make: declined at its question, not sent, or left to another run. */
export function notCreated(report: RunReport): ReportItem[] {
  return report.items.filter((item) => item.action === 'create' && item.result === 'skipped');
}

/** `2 changed`, or `2 changed (1 accepted)` when this run recorded some of them as they are now. */
export function changedCount(report: RunReport): string {
  const accepted = report.items.filter((item) => item.result === 'accepted').length;
  return `${report.summary.changed} changed${accepted > 0 ? ` (${accepted} accepted)` : ''}`;
}

/** 1 when the run stopped for a failure of its own, else 0. */
export function failureCounted(report: RunReport): number {
  return report.failure && !report.failure.sumsUp ? 1 : 0;
}

export interface RunReport {
  mode: RunMode;
  failure?: RunFailure;
  summary: Summary;
  diagnostics: Diagnostic[];
  items: ReportItem[];
  reviews: ReviewSummaryItem[];
  reviewProblems: ReviewsProblem[];
  /** Reviews the previous digest showed that are no longer open (the reviews issue only). */
  reviewsClosedSince?: number;
  /** What the digest read: the watched configs it could read, and how far back (reviews.maxAgeDays). */
  reviewScope?: { configs: number; maxAgeDays?: number };
  /** Said once, at the top of every rendering (e.g. "local validation only: fork PR"). */
  notices: string[];
}

/** What a summary counts: everything else in it is derived here, once, for every mode. */
export interface SummaryInput {
  files?: number;
  definitions?: number;
  diagnostics: readonly Diagnostic[];
  items?: readonly ReportItem[];
  /** Creates that failed (a failed create may not have an item of its own). */
  failed?: number;
}

export function summarize(input: SummaryInput): Summary {
  const summary = emptySummary();
  summary.files = input.files ?? 0;
  summary.definitions = input.definitions ?? 0;
  for (const diagnostic of input.diagnostics) {
    if (diagnostic.severity === 'error') summary.errors++;
    else summary.warnings++;
  }
  for (const item of input.items ?? []) {
    if (item.action !== 'invalid') summary[item.action]++;
    if (item.result === 'created') summary.created++;
  }
  summary.failed = input.failed ?? 0;
  return summary;
}

/** A report with nothing but what is given: the summary is counted from it. */
export function reportOf(
  mode: RunMode,
  parts: Partial<Omit<RunReport, 'mode' | 'summary'>> &
    Pick<SummaryInput, 'files' | 'definitions' | 'failed'> = {},
): RunReport {
  const { files, definitions, failed, ...rest } = parts;
  const report: Omit<RunReport, 'summary'> = {
    mode,
    diagnostics: [],
    items: [],
    reviews: [],
    reviewProblems: [],
    notices: [],
    ...rest,
  };
  return {
    ...report,
    summary: summarize({
      diagnostics: report.diagnostics,
      // Without the ledger, validate knows nothing of create or unchanged: it counts no actions.
      items: mode === 'validate' ? [] : report.items,
      ...(files !== undefined && { files }),
      ...(definitions !== undefined && { definitions }),
      ...(failed !== undefined && { failed }),
    }),
  };
}

export function emptySummary(): Summary {
  return {
    files: 0,
    definitions: 0,
    errors: 0,
    warnings: 0,
    create: 0,
    unchanged: 0,
    changed: 0,
    removed: 0,
    created: 0,
    failed: 0,
  };
}
