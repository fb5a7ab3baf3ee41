// `plan`: compare with the ledger and dry-run what would be created (only that, by default: the
// real service allows about 100 POSTs per 10 s, and a dry run is a POST).
import type { ConsoleClient } from '../console/client.js';
import { excerpt, someOf } from '../diagnostics/finding.js';
import { count } from '../report/count.js';
import type { PlannedDefinition } from './compare-ledger.js';
import { creationWaves, invalidComponents } from './create-order.js';
import type { PendingEntry } from './ledger.js';
import type { EngineOptions, EngineOutcome } from './run-request.js';
import { RunState } from './run-state.js';

/** Without a client (no key, or a fork PR), a plan compares with the ledger and dry-runs nothing. */
export type PlanOptions = Omit<EngineOptions, 'client'> & { client?: ConsoleClient };

export async function plan(options: PlanOptions): Promise<EngineOutcome> {
  const ledger = await options.store.read();
  const state = new RunState(options.validation, ledger, {
    advice: options.acceptAdvice ?? 'cli',
    location: options.store.location,
    beforeMerge: options.pullRequest === true,
  });
  const { client } = options;
  if (client && !state.stopped) {
    const wanted = state.planned.filter((entry) =>
      options.dryRunAll ? entry.action !== 'invalid' : entry.action === 'create',
    );
    const targets = withinBudget(state, client, wanted, options.dryRunAll ? 'to dry-run' : 'to create');
    await dryRunEach(state, client, targets, ledger.pending ?? {}, options.onProgress);
    state.markUnreached(targets);
  }
  const creates = state.planned.filter((entry) => entry.action === 'create');
  const byId = (id: string) => state.plannedById(id);
  const orderNotice = creationOrderNotice(
    creates.filter((entry) => invalidComponents(entry, byId).length === 0),
  );
  if (orderNotice) state.notice(orderNotice);
  return state.finish('plan', options);
}

/**
 * The dry runs the rate budget lets a plan send within api.maxWaitMinutes; the rest are said not
 * dry-run, at once. A plan starts again from the first each time it runs, so waiting the limit out
 * and ending "run again" would never get further.
 */
function withinBudget(
  state: RunState,
  client: ConsoleClient,
  wanted: readonly PlannedDefinition[],
  what: string,
): readonly PlannedDefinition[] {
  const budget = client.sendableWithinLimit;
  if (!budget || wanted.length <= budget.posts) return wanted;
  for (const entry of wanted.slice(budget.posts)) {
    const item = state.item(entry);
    item.result = 'skipped';
    item.message = 'not dry-run: past the rate budget of a plan (see the note)';
  }
  const { requests, perSeconds } = budget.window;
  const per = perSeconds >= 120 && perSeconds % 60 === 0 ? `${perSeconds / 60} min` : `${perSeconds} s`;
  state.notice(
    `The rate budget (${count(requests, 'POST')} per ${per}) lets a plan send ${count(budget.posts, 'dry run')} within api.maxWaitMinutes (${budget.limit}): the first ${budget.posts} of the ${wanted.length} definitions ${what} were dry-run, the other ${wanted.length - budget.posts} were checked locally only (apply checks each with the service as it creates it). To dry-run them all, split the change, or raise api.maxWaitMinutes in the config.`,
  );
  return wanted.slice(0, budget.posts);
}

/**
 * When it matters (a composite and its new components), the order apply will create in: the
 * first waves named (three metrics each), the rest counted, however long the chain.
 */
function creationOrderNotice(creates: readonly PlannedDefinition[]): string | undefined {
  const waves = creationWaves(creates);
  if (waves.length < 2) return undefined;
  const named = waves.slice(1, 1 + NAMED_WAVES).map((wave) => {
    const ids = wave.slice(0, 3).map((entry) => `\`${excerpt(entry.definition.id)}\``);
    return `then ${someOf(ids, 'metrics', wave.length)}`;
  });
  const rest = waves.length - 1 - named.length;
  const later = rest > 0 ? [...named, `then ${rest} more waves`] : named;
  return `apply creates components before the composites that use them: first ${count(waves[0]!.length, 'metric')}, ${later.join(', ')}.`;
}

/** Waves after the first that the creation-order notice names. */
const NAMED_WAVES = 5;

/** A composite apply will not create while a component of the tree is invalid: said, not dry-run. */
function waitsForInvalid(state: RunState, target: PlannedDefinition): boolean {
  if (target.action !== 'create') return false;
  const invalid = invalidComponents(target, (id) => state.plannedById(id)).map((id) => `\`${id}\``);
  if (invalid.length === 0) return false;
  const item = state.item(target);
  item.result = 'skipped';
  item.message = `not dry-run: its component ${invalid.join(', ')} is invalid (see its error); apply creates it once that component is fixed`;
  return true;
}

async function dryRunEach(
  state: RunState,
  client: ConsoleClient,
  targets: readonly PlannedDefinition[],
  claims: Readonly<Record<string, PendingEntry>>,
  onProgress: EngineOptions['onProgress'],
): Promise<void> {
  const counts = { done: 0, succeeded: 0, failed: 0 };
  const progress = () =>
    onProgress?.({ phase: 'dry-run', total: targets.length, waiting: () => client.budgetWait, ...counts });
  progress();
  await Promise.all(
    targets.map(async (target) => {
      if (state.authFailure || waitsForInvalid(state, target)) return;
      const outcome = await client.dryRun(target.definition.body);
      if (!outcome.ok && outcome.unsent) return state.notSent(target, outcome.error);
      counts.done++;
      if (outcome.ok) counts.succeeded++;
      else counts.failed++;
      progress();
      const item = state.item(target);
      if (outcome.ok) {
        item.result = 'valid';
      } else if (outcome.error.kind === 'conflict' && target.action !== 'create') {
        // A recorded metric's own name is of course in use: the one answer expected.
        item.result = 'valid';
        item.message = 'exists, as recorded';
      } else if (outcome.error.kind === 'conflict' && claims[target.definition.id]?.hash === target.hash) {
        // Claimed with this definition and then created, but not yet recorded: apply's own.
        item.result = 'exists';
        item.message =
          'created by an interrupted apply (or one still running) of this repository, which claimed it in the ledger; the next apply records it';
      } else {
        state.settleFailure(target, outcome.error);
      }
      state.answered(outcome.ok ? undefined : outcome.error, client);
    }),
  );
}
