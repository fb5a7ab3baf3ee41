// The half of a run that talks to the Console API: plan, apply and reviews, with the ledger.
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { placeInConfig } from '../config/load-config.js';
import {
  API_URL_SOURCES,
  isCleartextRemote,
  isHttpUrl,
  type RepoConfig,
  urlWithScheme,
} from '../config/schema.js';
import { ConsoleClient } from '../console/client.js';
import { clientOptionsFromConfig } from '../console/client-options.js';
import { redact, secretsOfOwnText, unsendableCharacter, withoutUserinfo } from '../console/redact.js';
import { baseUrlMeant } from '../contract/console-api.js';
import type { ConfigSource } from '../definitions/check-file.js';
import type { ValidationResult } from '../definitions/validate.js';
import { excerpt, withoutTrailing } from '../diagnostics/finding.js';
import type { Place } from '../diagnostics/locate.js';
import { ExitCode, exitCodeOf } from '../outcome/exit-codes.js';
import { ToolError } from '../outcome/failure.js';
import { count } from '../report/count.js';
import { alsoSaying, type ReviewsProblem, type RunFailure, reportOf } from '../report/model.js';
import { apply } from './apply.js';
import type { AcceptAdvice } from './change-diagnostics.js';
import { localRunIdentity } from './claims.js';
import { FileLedgerStore } from './file-store.js';
import type { LedgerStore } from './ledger.js';
import { plan } from './plan.js';
import { collectReviews } from './reviews-digest.js';
import {
  type EngineOptions,
  type RunOutcome,
  type RunRequest,
  stoppedOutcome,
  validationOutcome,
} from './run-request.js';
import { refusalExit, refusalFailure } from './run-state.js';

/** A plan, apply or reviews run of checked definitions: with the Console API, or locally only. */
export async function executeWithService(
  request: RunRequest,
  validation: ValidationResult,
): Promise<RunOutcome> {
  // A digest of nothing is a configuration mistake, not a quiet success (nothing was read).
  if (request.mode === 'reviews' && validation.config.dynamicConfigs.length === 0)
    return stoppedOutcome('reviews', validation.diagnostics, NO_DYNAMIC_CONFIGS);
  if (request.localOnly) return localPlan(request, validation, request.localOnly.notice);
  const client = await connect(request, validation.config);
  if ('rule' in client)
    return stoppedOutcome(request.mode, validation.diagnostics, client, ExitCode.Usage, validation);
  const interrupt = () => client.stopSending(interruption(request.signal));
  request.signal?.addEventListener('abort', interrupt, { once: true });
  try {
    const outcome = await executeRemote(request, validation, client);
    return request.signal?.aborted ? interrupted(outcome, request) : outcome;
  } catch (error) {
    // A failure the tool names (the ledger unreadable or busy, GitHub refusing) is a report too.
    if (!(error instanceof ToolError)) throw error;
    const failure = { rule: error.rule, message: redactWith(request.apiKey, error.message) };
    return stoppedOutcome(request.mode, validation.diagnostics, failure, error.exitCode, validation);
  } finally {
    request.signal?.removeEventListener('abort', interrupt);
    await client.close();
  }
}

/** The key is read from the environment only, never from a file a pull request could change. */
const NO_API_KEY =
  'no API key: export CONSOLE_API_KEY=<your Console API key> (it is never read from the config; the emulator prints its own key when it starts)';

const NO_DYNAMIC_CONFIGS: RunFailure = {
  rule: 'config.no-dynamic-configs',
  message:
    'nothing to summarise: the config lists no dynamicConfigs; add the ids of the dynamic configs whose reviews you watch (`dynamicConfigs: [{id: checkout_flow}]` in metrics-as-code.yaml), or remove the reviews job',
};

/** The Console API client, or why there cannot be one (a usage error). */
async function connect(request: RunRequest, config: RepoConfig): Promise<ConsoleClient | RunFailure> {
  const doing = request.mode === 'reviews' ? 'read the reviews' : request.mode;
  const cannot = (rule: string, why: string): RunFailure => ({
    rule,
    message: `cannot ${doing}: ${redactWith(request.apiKey, why)}`,
  });
  const apiUrl = request.apiUrl ?? config.apiUrl;
  if (!apiUrl) return cannot('config.api-url', `no Console API URL: set ${API_URL_SOURCES}`);
  if (!isHttpUrl(apiUrl)) {
    const meant = urlWithScheme(apiUrl);
    return cannot(
      'config.api-url',
      `the Console API URL \`${excerpt(withoutUserinfo(apiUrl))}\` is not an http or https URL${meant ? `: write ${meant}` : ''}; check ${API_URL_SOURCES}`,
    );
  }
  const base = baseUrlMeant(apiUrl);
  if (base)
    return cannot(
      'config.api-url',
      `the Console API URL goes on into the API's own path: give the service's base URL, ${base} (the tool adds /console/v1 and the route); check ${API_URL_SOURCES}`,
    );
  if (!request.apiKey) return cannot('config.api-key', NO_API_KEY);
  const unsendable = unsendableCharacter(request.apiKey);
  if (unsendable)
    return cannot(
      'config.api-key',
      `the API key holds a character an HTTP header cannot carry (${unsendable}): copy the key again from the console into CONSOLE_API_KEY (or the Action's api-key secret)`,
    );
  const insecure = insecureUrlProblem(apiUrl, config.allowInsecureHttp);
  if (insecure) return cannot('config.insecure-api-url', insecure);
  try {
    return new ConsoleClient({
      ...clientOptionsFromConfig(
        config.api,
        { baseUrl: apiUrl, apiKey: request.apiKey },
        request.pullRequest,
      ),
      ...(request.userAgent && { userAgent: request.userAgent }),
      ...(request.retry && { retry: request.retry }),
      ...(request.clock && { clock: request.clock }),
    });
  } catch (error) {
    // A malformed URL from CONSOLE_API_URL (the client's message is already redacted).
    return cannot('config.api-url', (error as Error).message);
  }
}

async function executeRemote(
  request: RunRequest,
  validation: ValidationResult,
  client: ConsoleClient,
): Promise<RunOutcome> {
  const { config } = validation;
  const now = request.now ?? (() => new Date());
  const placeOf = dynamicConfigPlaces(validation.configSource);
  if (request.mode === 'reviews') return reviewsOutcome(client, config, now(), placeOf);

  const store = ledgerStore(request, config);
  const options: EngineOptions = {
    validation,
    store,
    client,
    onChange: config.onChange,
    identity: request.identity ?? localRunIdentity(randomUUID()),
    now,
    ...(request.commit && { commit: request.commit }),
    ...(request.dryRunAll && { dryRunAll: true }),
    ...(request.adoptExisting && { adoptExisting: true }),
    ...(request.acceptChanges && { acceptChanges: request.acceptChanges }),
    ...(request.acceptRemovals && { acceptRemovals: request.acceptRemovals }),
    acceptAdvice: adviceFor(request, store),
    ...(request.onProgress && { onProgress: request.onProgress }),
    ...(request.confirm && { confirm: request.confirm }),
    ...(request.lineageEnded && { lineageEnded: request.lineageEnded }),
    ...(request.pullRequest && { pullRequest: true }),
    flush: { maxRecords: config.state.flushRecords, maxDelayMs: config.state.flushSeconds * 1000 },
  };
  const outcome = request.mode === 'apply' ? await apply(options) : await plan(options);
  if (store.notice) outcome.report.notices.push(store.notice);
  if (!request.withReviews || config.dynamicConfigs.length === 0) return outcome;
  const reviews = await reviewsOutcome(client, config, now(), placeOf);
  outcome.report.reviews = reviews.report.reviews;
  outcome.report.reviewProblems = reviews.report.reviewProblems;
  outcome.report.reviewScope = reviews.report.reviewScope;
  // The digest beside a plan is informational: a config it could not read is a warning there, a
  // service that did not answer too (running again mends nothing the plan found). A refused key
  // fails the plan, even when the reviews read was its only call: every call would fail alike.
  const refused = reviews.report.failure !== undefined && reviews.exitCode !== ExitCode.Transient;
  if (refused && (outcome.exitCode === ExitCode.Ok || outcome.exitCode === ExitCode.Findings)) {
    outcome.exitCode = reviews.exitCode;
    outcome.report.failure ??= reviews.report.failure;
  }
  return outcome;
}

async function localPlan(
  request: RunRequest,
  validation: ValidationResult,
  notice: string,
): Promise<RunOutcome> {
  const store = ledgerStore(request, validation.config);
  try {
    const outcome = await plan({
      validation,
      store,
      identity: localRunIdentity(randomUUID()),
      onChange: validation.config.onChange,
      acceptAdvice: adviceFor(request, store),
      ...(request.pullRequest && { pullRequest: true }),
    });
    outcome.report.notices.unshift(notice);
    return outcome;
  } catch (error) {
    // The ledger is only a help here: without it, local validation still answers.
    const fallback = validationOutcome(validation, undefined);
    fallback.report.notices.push(
      notice,
      `The ledger at ${store.location} could not be read (${(error as Error).message}).`,
    );
    return fallback;
  }
}

function ledgerStore(request: RunRequest, config: RepoConfig): LedgerStore {
  return (
    request.store?.(config) ??
    new FileLedgerStore(resolve(request.cwd, config.state.file), {
      root: request.cwd,
      ...(request.lockWaitMs !== undefined && { lockWaitMs: request.lockWaitMs }),
      ...(request.onWaiting && { onLockWait: request.onWaiting }),
    })
  );
}

function adviceFor(request: RunRequest, store: LedgerStore): AcceptAdvice {
  return request.acceptAdvice ?? (store instanceof FileLedgerStore ? 'cli' : 'cli-github');
}

async function reviewsOutcome(
  client: ConsoleClient,
  config: RepoConfig,
  now: Date,
  placeOf: (index: number) => Place | undefined,
): Promise<RunOutcome> {
  const collected = await collectReviews(client, config, now, placeOf);
  const report = reportOf('reviews', {
    reviews: collected.reviews,
    reviewProblems: collected.problems,
    reviewScope: {
      configs: config.dynamicConfigs.length - collected.problems.length,
      ...(config.reviews.maxAgeDays !== undefined && { maxAgeDays: config.reviews.maxAgeDays }),
    },
    ...(collected.authFailure && { failure: refusalFailure(collected.authFailure) }),
    ...(!collected.authFailure &&
      collected.transientFailures > 0 && {
        failure: {
          rule: 'api.unavailable',
          message: `the reviews of ${count(collected.transientFailures, 'dynamic config')} could not be read (${unreadReason(collected.problems)}); nothing is lost: run again`,
          unfinished: true,
        },
      }),
  });
  const refusal = refusalExit(collected.authFailure);
  const exitCode = exitCodeOf({
    auth: refusal.auth,
    transient: collected.transientFailures > 0,
    errors: collected.problems.length,
    usage: refusal.usage || collected.refused > 0,
  });
  return { report, exitCode };
}

/** The first config that could not be read, and why: `search_ranking: HTTP 503 ...`. */
function unreadReason(problems: readonly ReviewsProblem[]): string {
  // There is one: a config that could not be read is what failed the run.
  const first = problems.find((problem) => problem.rule === 'reviews.unreadable')!;
  return `${first.dynamicConfig}: ${withoutTrailing(first.message, '.')}`;
}

/**
 * Where the config file names each watched dynamic config, found in its text when asked (only
 * when the service knows one of them not); undefined without a config file.
 */
function dynamicConfigPlaces(source: ConfigSource | undefined): (index: number) => Place | undefined {
  return (index) => source && placeInConfig(source.file, source.text, ['dynamicConfigs', index, 'id']);
}

/** Plain http to a host other than loopback would carry the key in clear text. */
function insecureUrlProblem(apiUrl: string, allowed: boolean): string | undefined {
  if (allowed || !isCleartextRemote(apiUrl)) return undefined;
  const { origin } = new URL(apiUrl);
  return `the Console API URL ${origin} is plain http to a host other than loopback, so the API key would travel in clear text: use https, or set \`allowInsecureHttp: true\` in the config`;
}

/** Why the run was stopped, in the words of whoever stopped it (RunRequest.signal). */
function interruption(signal: AbortSignal | undefined): string {
  return typeof signal?.reason === 'string' ? signal.reason : 'interrupted';
}

/**
 * Ctrl-C, or a cancelled workflow run: what was done is reported and recorded; the run is
 * unfinished (exit 3), not failed.
 */
function interrupted(outcome: RunOutcome, { mode, signal }: RunRequest): RunOutcome {
  const { created } = outcome.report.summary;
  const why = interruption(signal);
  // What else went wrong before it (records the ledger refused, say) is said after it.
  const earlier = outcome.report.failure;
  const recorded = earlier?.rule === 'ledger.unrecorded' ? '' : ' and recorded';
  const message =
    mode === 'apply'
      ? `${why}: ${count(created, 'metric')} created${recorded} before it; nothing more was sent: running again creates the rest`
      : `${why}: nothing more was sent, so this ${mode === 'reviews' ? 'summary of reviews' : mode} is incomplete: run it again`;
  const failure: RunFailure = { rule: 'run.interrupted', message };
  return {
    ...outcome,
    report: { ...outcome.report, failure: earlier ? alsoSaying(failure, earlier.message) : failure },
    exitCode: ExitCode.Transient,
  };
}

/** The tool's own message without the key (kept when it is too short to be told from a word). */
function redactWith(apiKey: string | undefined, text: string): string {
  return redact(text, secretsOfOwnText([apiKey]));
}
