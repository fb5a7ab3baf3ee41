// The emulator's data: dynamic configs with their reviews (docs/api-contract.md) and the
// metrics already stored. A seed comes from a YAML file (`--seed FILE`, docs/emulator.md) or
// from the built-in sample; either way it is checked here, with errors that name the field.
import { readFile } from 'node:fs/promises';
import { parseDocument } from 'yaml';
import {
  CONTENTLESS_REVIEW_TYPES,
  REVIEW_STATUSES,
  REVIEW_TYPES,
  REVIEWER_KINDS,
} from '../contract/console-api.js';
import type { Finding } from '../diagnostics/finding.js';
import { placeField } from '../diagnostics/locate.js';
import { schemaFindings } from '../diagnostics/schema-findings.js';
import { parseYaml } from '../diagnostics/yaml-documents.js';
import * as z from '../diagnostics/zod.js';
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
    created_at: z.iso.datetime({ offset: true }),
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
export type ReviewContent = z.infer<typeof reviewContentSchema>;
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

/**
 * Checks a seed already in memory (programmatic or parsed from YAML); `placeOf` says where a
 * finding's field is written (`file:line:col`), when the seed came from a file.
 */
export function checkSeed(
  input: unknown,
  source = 'seed',
  placeOf: (finding: Finding) => string = () => source,
): Result<EmulatorSeed> {
  const parsed = emulatorSeedSchema.safeParse(input, { reportInput: true });
  if (parsed.success) return ok(parsed.data);
  const lines = schemaFindings(parsed.error.issues, emulatorSeedSchema, SEED_SUBJECT).map(
    (finding) => `  ${placeOf(finding)}: ${finding.message}`,
  );
  return fail('seed.invalid', `the seed is not valid:\n${lines.join('\n')}`);
}

/** Parses seed YAML text; `source` names the file in messages, each at the line it is about. */
export function parseSeed(text: string, source: string): Result<EmulatorSeed> {
  const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  const firstError = document.errors[0];
  if (firstError) return fail('seed.yaml', `${source}: ${firstError.message}`);
  const value: unknown = document.toJS({ maxAliasCount: 100 }) ?? {};
  let placing: ((finding: Finding) => string) | undefined;
  return checkSeed(value, source, (finding) => {
    placing ??= seedPlaces(text, source);
    return placing(finding);
  });
}

/**
 * Where each finding of a seed file is written, placed as a definition's are (locate.ts): read
 * again only when the seed has a problem.
 */
function seedPlaces(text: string, source: string): (finding: Finding) => string {
  const parsed = parseYaml(source, text);
  const doc = parsed.documents[0];
  if (!doc) return () => source;
  const at = { file: source, root: doc.contents, lineCounter: parsed.lineCounter, fallbackOffset: doc.start };
  return (finding) => {
    const { line, column } = placeField(at, finding.path, finding.target ?? 'value');
    return `${source}:${line}:${column}`;
  };
}

/** Reads and checks a seed file; throws an EmulatorError (kind `seed.*`) saying what to fix. */
export async function loadSeedFile(path: string): Promise<EmulatorSeed> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    return unwrap(fail('seed.read', `cannot read the seed file ${path}: ${code}`));
  }
  return unwrap(parseSeed(text, path));
}
