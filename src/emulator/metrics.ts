// What POST /console/v1/metrics decides, without any I/O: the checks (all delegated to
// checkDefinition, the single source of truth for rules) and the stored `data` object, with the
// documented defaults and the service's own fields (id, lineage, permalink...) derived from what the definition names.
import type { FieldError } from '../contract/console-shapes.js';
import { checkDefinition } from '../definitions/check.js';
import { isWarehouseNative } from '../definitions/rules.js';
import { type CreateMetricBody, metricId, withServiceDefaults } from '../definitions/schema.js';
import { DEFAULT_LOADING_WINDOW, type WarehouseNative } from '../definitions/schema-sources.js';
import { dottedPath } from '../diagnostics/finding.js';
import type { KeyIdentity } from './keys.js';

export type MetricData = Record<string, unknown> & { id: string; name: string; type: string };

export type CreateCheck =
  | { valid: false; errors: FieldError[] }
  | { valid: true; id: string; dryRun: boolean; body: CreateMetricBody };

export interface CreateContext {
  projectWarehouseNative: boolean;
  identity: KeyIdentity;
  /** Epoch ms of the creation. */
  now: number;
  /** The emulator's base URL; permalinks hang off it. */
  baseUrl: string;
}

/** Every error finding becomes an `errors` entry (all of them, not the first); warnings do not. */
export function checkCreateBody(body: unknown, projectWarehouseNative: boolean): CreateCheck {
  const findings = checkDefinition(body, { requestBody: true, projectWarehouseNative });
  const errors = findings
    .filter((finding) => finding.severity === 'error')
    .map((finding) => ({ property: dottedPath(finding.path), errorMessage: finding.message }));
  if (errors.length > 0) return { valid: false, errors };
  // No error finding means the strict schema accepted the body, so it has this shape.
  const valid = body as CreateMetricBody;
  return { valid: true, id: metricId(valid), dryRun: valid.dryRun === true, body: valid };
}

/** The `data` of a created (or dry-run) metric: the body minus dryRun, defaults, and the service's fields. */
export function metricData(body: CreateMetricBody, context: CreateContext): MetricData {
  const { dryRun: _dryRun, ...definition } = structuredClone(body);
  const id = metricId(definition);
  const warehouseNative = isWarehouseNative(definition, context.projectWarehouseNative);
  const whn = warehouseNative ? warehouseNativeData(definition.warehouseNative ?? {}) : undefined;
  const { identity } = context;
  return {
    ...withServiceDefaults(definition),
    ...(whn ? { warehouseNative: whn } : {}),
    id,
    isHidden: false,
    lineage: lineage({ ...definition, warehouseNative: whn }),
    creatorName: identity.ownerName,
    creatorEmail: identity.ownerEmail,
    createdTime: context.now,
    lastModifierID: identity.ownerID,
    lastModifiedTime: context.now,
    lastModifierEmail: identity.ownerEmail,
    lastModifierName: identity.ownerName,
    ...(whn ? { scheduledReloadHour: null, scheduledReloadDays: null } : {}),
    owner: { ...identity },
    permalink: `${context.baseUrl}/metrics/${encodeURIComponent(id)}`,
  };
}

/** Warehouse-native defaults and create rule 3 of docs/api-contract.md: the deprecated metricSourceName overwrites every source. */
function warehouseNativeData(whn: WarehouseNative): WarehouseNative {
  const filled: WarehouseNative = { ...whn, loadingWindow: whn.loadingWindow ?? DEFAULT_LOADING_WINDOW };
  if (whn.metricSourceName === undefined) return filled;
  const source = {
    metricSourceName: whn.metricSourceName,
    criteria: whn.criteria ?? [],
    ...(whn.valueColumn === undefined ? {} : { valueColumn: whn.valueColumn }),
  };
  return { ...filled, metricSources: [source] };
}

/** `lineage`: the events and sources the metric reads, and the metrics it is built from. */
function lineage(definition: Omit<CreateMetricBody, 'dryRun'>): {
  events: string[];
  metrics: string[];
} {
  const whn = definition.warehouseNative;
  const events = [
    ...(definition.metricEvents ?? []).map((event) => event.name),
    ...(definition.funnelEventList ?? []).map((event) => event.name),
    ...(whn?.metricSources ?? []).map((source) => source.metricSourceName),
    whn?.denominatorMetricSourceName,
    ...(whn?.funnelEvents ?? []).map((event) => event.metricSourceName),
    ...(whn?.components ?? []).map((component) => component.metricSourceName),
  ];
  const metrics = (definition.metricComponentMetrics ?? []).map((metric) => metric.name);
  return { events: distinct(events), metrics: distinct(metrics) };
}

function distinct(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== undefined && value !== ''))];
}
