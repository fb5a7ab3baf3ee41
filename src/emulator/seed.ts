// The emulator's data: dynamic configs with their reviews (docs/api-contract.md) and the
// metrics already stored. A seed comes from a YAML file (`--seed FILE`, docs/emulator.md) or
// from the built-in sample; either way it is checked here, with errors that name the field.
import { readFile } from 'node:fs/promises';
import {
  CONTENTLESS_REVIEW_TYPES,
  REVIEW_STATUSES,
  REVIEW_TYPES,
  REVIEWER_KINDS,
} from '../contract/console-api.js';
import { compareNames, type Diagnostic, type FieldPath } from '../diagnostics/finding.js';
import { diagnosticAt, placeField, type Target } from '../diagnostics/locate.js';
import { schemaFindings } from '../diagnostics/schema-findings.js';
import { parseYaml } from '../diagnostics/yaml-documents.js';
import { isBlankDocument } from '../diagnostics/yaml-tree.js';
import * as z from '../diagnostics/zod.js';
import { readFailure } from '../files/paths.js';
import { fail, ok, type Result, unwrap } from './result.js';

const reviewContentSchema = z.strictObject({
  type: z.enum(REVIEW_TYPES),
  current: z.record(z.string(), z.unknown()),
  proposed: z.record(z.string(), z.unknown()),
  unavailable_reason: z.optional(z.enum(['snapshot_not_found', 'snapshot_unreadable'])),
});

const seedReviewSchema = z
  .strictObject({
    review_id: z.string().check(z.minLength(1)),
    status: z.enum(REVIEW_STATUSES),
    type: z.enum(REVIEW_TYPES),
    author: z.strictObject({ id: z.string().check(z.minLength(1)), email: z.nullable(z.string()) }),
    reviewers: z.array(
      z.strictObject({ id: z.string().check(z.minLength(1)), kind: z.enum(REVIEWER_KINDS) }),
    ),
    description: z.string(),
    created_at: z.iso.datetime({
      offset: true,
      error: 'must be a date and time with its offset, as "2026-11-02T09:30:00Z"',
    }),
    content: z.optional(z.nullable(reviewContentSchema)),
  })
  .check(
    z.superRefine((review, ctx) => {
      for (const message of contentProblems(review))
        ctx.addIssue({ code: 'custom', path: ['content'], message });
    }),
  );

const emulatorSeedSchema = z
  .strictObject({
    dynamicConfigs: z.optional(
      z.array(
        z.strictObject({
          id: z.string().check(z.minLength(1)),
          reviews: z.optional(z.array(seedReviewSchema)),
        }),
      ),
    ),
    metrics: z.optional(z.array(z.record(z.string(), z.unknown()))),
  })
  .check(
    z.superRefine((seed, ctx) => {
      const configIds = new Set<string>();
      for (const [i, config] of (seed.dynamicConfigs ?? []).entries()) {
        if (configIds.has(config.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['dynamicConfigs', i, 'id'],
            message: `repeats \`${config.id}\``,
          });
        }
        configIds.add(config.id);
        const reviewIds = new Set<string>();
        for (const [j, review] of (config.reviews ?? []).entries()) {
          if (reviewIds.has(review.review_id)) {
            const path = ['dynamicConfigs', i, 'reviews', j, 'review_id'];
            ctx.addIssue({ code: 'custom', path, message: `repeats \`${review.review_id}\` in this config` });
          }
          reviewIds.add(review.review_id);
        }
      }
    }),
  );

export type SeedReview = z.infer<typeof seedReviewSchema>;
type ReviewContent = z.infer<typeof reviewContentSchema>;
type SeedDynamicConfig = { id: string; reviews?: SeedReview[] };

export interface EmulatorSeed {
  dynamicConfigs?: SeedDynamicConfig[];
  /** Metrics already stored, as create bodies (without dryRun). */
  metrics?: Record<string, unknown>[];
}

/** The rules of a review's `content` that the shape alone cannot say. */
function contentProblems(review: { type: string; content?: ReviewContent | null }): string[] {
  const { content, type } = review;
  if (content === undefined) return [];
  if (content === null) {
    return CONTENTLESS_REVIEW_TYPES.has(type)
      ? []
      : [`is null, but a \`${type}\` review carries a proposed value`];
  }
  const problems: string[] = [];
  if (CONTENTLESS_REVIEW_TYPES.has(type)) problems.push(`must be null for a \`${type}\` review`);
  if (content.type !== type)
    problems.push(`type \`${content.type}\` differs from the review's type \`${type}\``);
  const current = Object.keys(content.current).sort().join(',');
  const proposed = Object.keys(content.proposed).sort().join(',');
  if (content.unavailable_reason !== undefined && (current !== '' || proposed !== '')) {
    problems.push('has unavailable_reason, so current and proposed must both be empty');
  } else if (current !== proposed) {
    problems.push('current and proposed must have exactly the same keys');
  }
  return problems;
}

const SEED_SUBJECT = { indefinite: 'the seed', definite: 'the seed' };

/** Where a field of a seed file is written, as `file:line:col`. */
export type SeedPlace = (path: FieldPath, target?: Target) => string;

/**
 * Checks a seed already in memory (programmatic or parsed from YAML); `placeOf` says where a
 * field is written, when the seed came from a file.
 */
export function checkSeed(
  input: unknown,
  source = 'seed',
  placeOf: SeedPlace = () => source,
): Result<EmulatorSeed> {
  const parsed = emulatorSeedSchema.safeParse(input, { reportInput: true });
  if (parsed.success) return ok(parsed.data);
  // In the order of the file: a place's numbers compare by value (`seed.yaml:4:9` before `:12:5`).
  const lines = schemaFindings(parsed.error.issues, emulatorSeedSchema, SEED_SUBJECT)
    .map((finding) => `  ${placeOf(finding.path, finding.target)}: ${finding.message}`)
    .sort(compareNames);
  return fail('seed.invalid', `the seed is not valid:\n${lines.join('\n')}`);
}

/**
 * Parses seed YAML text with the reader definitions and the config go through (the same limits,
 * hints and places); `source` names the file in messages, each at the line it is about.
 */
export function parseSeed(
  text: string,
  source: string,
): Result<{ seed: EmulatorSeed; seedPlace: SeedPlace }> {
  const parsed = parseYaml(source, text);
  const documents = parsed.documents.filter((doc) => !isBlankDocument(doc));
  const doc = documents[0];
  const problems: Diagnostic[] = [...parsed.streamErrors, ...documents.flatMap((d) => d.diagnostics)];
  if (doc && !doc.plain.ok) problems.push(doc.plain.diagnostic);
  const errors = problems.filter((problem) => problem.severity === 'error');
  const place = (d: Pick<Diagnostic, 'file' | 'line' | 'column'>) => `${d.file}:${d.line}:${d.column}`;
  if (documents.length > 1) {
    const message = 'a seed is one YAML document: merge what follows this `---` into the first';
    errors.push(diagnosticAt(parsed, documents[1]!.start, 'error', 'seed.documents', message));
  }
  if (errors.length > 0) {
    const lines = errors.map((error) => `  ${place(error)}: ${error.message}`);
    return fail('seed.yaml', `the seed is not valid YAML:\n${lines.join('\n')}`);
  }
  const value = doc?.plain.ok ? (doc.plain.value ?? {}) : {};
  const at = doc && {
    file: source,
    root: doc.contents,
    lineCounter: parsed.lineCounter,
    fallbackOffset: doc.start,
  };
  const seedPlace: SeedPlace = (path, target = 'value') =>
    at ? place(placeField(at, path, target)) : source;
  const checked = checkSeed(value, source, seedPlace);
  return checked.ok ? ok({ seed: checked.value, seedPlace }) : checked;
}

/**
 * Reads and checks a seed file, as the emulator's `seed` and `seedPlace` options; throws an
 * ToolError (rule `seed.*`) saying what to fix.
 */
export async function loadSeedFile(path: string): Promise<{ seed: EmulatorSeed; seedPlace: SeedPlace }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    return unwrap(fail('seed.read', `cannot read the seed file ${path}: ${readFailure(error)}`));
  }
  return unwrap(parseSeed(text, path));
}
