// The Console API's contract, in one place (docs/api-contract.md): paths, the auth header, the
// review statuses and types, the page limits and the POST budget. The request and response shapes
// are beside it (console-shapes.ts), apart because a validate run needs these values (the config's
// defaults) and none of those shapes.

const API_PREFIX = '/console/v1';
export const METRICS_PATH = `${API_PREFIX}/metrics`;
export const AUTH_HEADER = 'SERVICE-API-KEY';

/**
 * The base URL meant by a URL that goes on into the API's own path (`https://h/console/v1`, or a
 * route under it, as the service's docs show them): the tool adds the path to the base, so such a
 * URL would ask for `/console/v1/console/v1/metrics`. Undefined for a base URL (or not a URL).
 */
export function baseUrlMeant(apiUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    return undefined;
  }
  const at = `${url.pathname}/`.indexOf(`${API_PREFIX}/`);
  if (at === -1) return undefined;
  return `${url.origin}${url.pathname.slice(0, at)}`;
}

/** The reviews list of one dynamic config (docs/api-contract.md, "List dynamic config reviews"). */
export function reviewsPath(dynamicConfigId: string): string {
  return `${API_PREFIX}/dynamic_configs/${encodeURIComponent(dynamicConfigId)}/reviews`;
}

/** A metric id's name and type (`add to cart::event_count`: the last `::` splits them). */
export function splitMetricId(id: string): [name: string, type: string] {
  const at = id.lastIndexOf('::');
  return at < 0 ? [id, ''] : [id.slice(0, at), id.slice(at + 2)];
}

/** A metric's `type` as the service's answers give it (docs/api-contract.md 2.9): a request's and more. */
export const RESPONSE_METRIC_TYPES = [
  'ratio',
  'sum',
  'composite',
  'mean',
  'event_count_custom',
  'event_user',
  'event_user_window',
  'funnel',
  'undefined',
  'setup_incomplete',
  'composite_sum',
  'import_window',
  'user_warehouse',
  'hybrid_warehouse',
  'count_distinct',
  'ads_segment_active_users',
  'ads_segment_exposed_user_days',
  'percentile',
  'latest_value',
] as const;

/** `limit` of the reviews list: the service's default and the largest page (docs/decisions.md). */
export const REVIEWS_PAGE_DEFAULT_LIMIT = 10;
export const REVIEWS_PAGE_MAX_LIMIT = 100;

export const REVIEW_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'committed',
  'changes_requested',
  'pending_webhook_validation',
  'failed_webhook_validation',
  'approved_webhook_validation',
] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A review that still waits for someone: every status but `rejected` and `committed`. */
export const OPEN_REVIEW_STATUSES = [
  'pending',
  'changes_requested',
  'accepted',
  'pending_webhook_validation',
  'approved_webhook_validation',
  'failed_webhook_validation',
] as const satisfies readonly ReviewStatus[];

export const REVIEW_TYPES = [
  'rules',
  'toggle_enabled',
  'archive',
  'delete',
  'resalt',
  'disable_reviews_locally',
  'update_team',
  'update_release_pipeline',
  'edit_id_type',
  'update_allow_self_approval',
  'update_target_applications',
  'update_owners',
  'allowed_reviewers',
] as const;
type ReviewType = (typeof REVIEW_TYPES)[number];

/** Types fully described by `type`: their `content` is null. */
export const CONTENTLESS_REVIEW_TYPES: ReadonlySet<string> = new Set<ReviewType>([
  'delete',
  'resalt',
  'disable_reviews_locally',
]);

/** The fields of a created metric that only the service sets (docs/api-contract.md 2.11). */
export const RESPONSE_ONLY_FIELDS = [
  'id',
  'isHidden',
  'lineage',
  'creatorName',
  'creatorEmail',
  'createdTime',
  'lastModifierID',
  'lastModifiedTime',
  'lastModifierEmail',
  'lastModifierName',
  'scheduledReloadHour',
  'scheduledReloadDays',
  'owner',
  'permalink',
] as const;

export const REVIEWER_KINDS = ['user', 'group'] as const;

/**
 * The real service's POST budget, per project (docs/decisions.md): about 100 per 10 s and 900
 * per 15 min. Dry runs are POSTs and count.
 */
export const SERVICE_RATE_WINDOWS: ReadonlyArray<{ readonly requests: number; readonly perSeconds: number }> =
  [
    { requests: 100, perSeconds: 10 },
    { requests: 900, perSeconds: 900 },
  ];

/** One window of a rate budget as a user writes it (`100/10s`), read. */
export interface WrittenRateWindow {
  requests: number;
  windowMs: number;
  /** As written by the user, for messages: `100/10s`. */
  label: string;
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * `100/10s,900/15m` (units ms, s, m, h; a bare number is seconds) as windows, the emulator's
 * --rate-limit and the config's hint for a budget written so; else the part that cannot be read.
 */
export function readRateWindows(
  spec: string,
): WrittenRateWindow[] | { unreadable: string; noRequests: boolean } {
  const windows: WrittenRateWindow[] = [];
  for (const part of spec.split(',').map((item) => item.trim())) {
    if (part === '') continue;
    const match = /^(\d+)\/(\d+(?:\.\d+)?)?(ms|s|m|h)?$/.exec(part);
    const requests = Number(match?.[1]);
    const amount = match?.[2] === undefined ? 1 : Number(match[2]);
    const windowMs = amount * (UNIT_MS[match?.[3] ?? 's'] ?? 1000);
    if (!match || requests < 1 || windowMs <= 0) return { unreadable: part, noRequests: requests === 0 };
    windows.push({ requests, windowMs, label: part });
  }
  return windows;
}
