// One run of the tool, whatever the front end: load and validate, then plan, apply or summarise
// reviews. The CLI and the Action differ only in where the ledger lives and how they show it.
import { loadConfig } from '../config/load-config.js';
import { KEY_SETTINGS, type KeySetting, keySettingsOf, type RepoConfig } from '../config/schema.js';
import { type ValidationResult, validateRepository } from '../definitions/validate.js';
import type { Diagnostic } from '../diagnostics/finding.js';
import { ExitCode } from '../outcome/exit-codes.js';
import type { RunFailure } from '../report/model.js';
import { executeWithService } from './run-remote.js';
import { type RunOutcome, type RunRequest, stoppedOutcome, validationOutcome } from './run-request.js';

export type { RunOutcome, RunRequest } from './run-request.js';

const CONFIG_STOPPED: RunFailure = {
  rule: 'config.invalid',
  message: 'the configuration has errors (listed): nothing was checked',
  sumsUp: true,
};

/** No error but "nothing to check", which needs no config to be said (there may be none). */
const NOTHING_STOPPED: RunFailure = {
  rule: 'files.none',
  message: 'nothing was checked (listed)',
  sumsUp: true,
};

function stoppedBy(diagnostics: readonly Diagnostic[]): RunFailure {
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  return errors.every((diagnostic) => diagnostic.rule === 'files.none') ? NOTHING_STOPPED : CONFIG_STOPPED;
}

export async function execute(request: RunRequest): Promise<RunOutcome> {
  if (request.mode === 'reviews') return executeReviews(request);
  const loaded = await validateRepository({
    cwd: request.cwd,
    ...(request.configFile !== undefined && { configFile: request.configFile }),
    ...(request.trusted && { trusted: request.trusted.settings }),
    named: request.only !== undefined && request.only.length > 0,
  });
  if (!loaded.ok) return stoppedOutcome(request.mode, loaded.diagnostics, stoppedBy(loaded.diagnostics));
  return executeLoaded(request, loaded.result);
}

/**
 * `reviews` needs the config only: no definition is read, so a broken file under metrics/ cannot
 * fail a reviews run.
 */
async function executeReviews(request: RunRequest): Promise<RunOutcome> {
  const loaded = await loadConfig(request.cwd, request.configFile);
  if (!loaded.ok) return stoppedOutcome(request.mode, loaded.diagnostics, CONFIG_STOPPED);
  const bare: ValidationResult = {
    config: loaded.config,
    ...(loaded.file !== undefined &&
      loaded.text !== undefined && { configSource: { file: loaded.file, text: loaded.text } }),
    files: 0,
    fileNames: [],
    definitions: [],
    diagnostics: [],
  };
  return executeLoaded(request, bare, loaded.diagnostics);
}

/** A loaded repository run with the trusted key settings; `configDiagnostics` lead the report. */
async function executeLoaded(
  request: RunRequest,
  loaded: ValidationResult,
  configDiagnostics: readonly Diagnostic[] = [],
): Promise<RunOutcome> {
  const { validation, notice, changed } = withTrustedSettings(loaded, request.trusted);
  const planned = withUrlPending(request, loaded.config);
  let outcome = await executeValidated(planned, validation);
  const mended = mendedSetting(planned, outcome, changed);
  if (mended) outcome = await executeValidated({ ...planned, localOnly: { notice: mended } }, validation);
  outcome.report.diagnostics.unshift(...configDiagnostics);
  if (notice) outcome.report.notices.push(notice);
  return { ...outcome, config: validation.config };
}

/**
 * A pull request that sets the only apiUrl (the one that adopts the tool, say) is planned locally:
 * its URL takes effect after the merge, and without one a plan would stop as misconfigured.
 */
function withUrlPending(request: RunRequest, own: RepoConfig): RunRequest {
  const pending = request.trusted && !request.trusted.settings.apiUrl && own.apiUrl && !request.apiUrl;
  if (!pending || request.mode !== 'plan' || request.localOnly) return request;
  const notice =
    'No dry run: the Console API URL is set only in the config of this change, which takes effect after the merge; the definitions were checked locally. To dry-run changes before then, give the job --api-url or CONSOLE_API_URL (the Action: its api-url input).';
  return { ...request, localOnly: { notice } };
}

/**
 * The trusted key settings no run can use, by the rule of the failure they cause. (A URL that
 * cannot be reached is not one: the service may be down, which no pull request mends.)
 */
const FAILED_SETTINGS: Readonly<Record<string, readonly KeySetting[]>> = {
  'config.state-branch': ['state'],
  'config.insecure-api-url': ['apiUrl', 'allowInsecureHttp'],
};

/**
 * A plan stopped by a trusted key setting no run can use (a base branch's `state.branch: main`)
 * that this change sets otherwise: checked locally, since its own setting may not be used, and
 * said so. Stopped instead, the pull request that mends the setting could never pass.
 */
function mendedSetting(request: RunRequest, outcome: RunOutcome, changed: readonly KeySetting[]) {
  const failure = outcome.report.failure;
  if (request.mode !== 'plan' || !request.trusted || request.localOnly || !failure) return undefined;
  // A URL the job gave (an input, a flag) is not the config's to mend.
  if (outcome.exitCode !== ExitCode.Usage || (failure.rule !== 'config.state-branch' && request.apiUrl))
    return undefined;
  const keys = (FAILED_SETTINGS[failure.rule] ?? []).filter((key) => changed.includes(key));
  if (keys.length === 0) return undefined;
  const named = keys.map((key) => `\`${key}\``).join(', ');
  const why = failure.message.split(': ', 1)[0];
  return `No dry run: ${request.trusted.source} could not be used (${why}); this pull request changes ${named}, which takes effect after merge, so its definitions were checked locally.`;
}

/** The checked config with the trusted key settings in place of its own, and what that changed. */
function withTrustedSettings(
  validation: ValidationResult,
  trusted: RunRequest['trusted'],
): { validation: ValidationResult; notice?: string; changed: KeySetting[] } {
  if (!trusted) return { validation, changed: [] };
  const own = keySettingsOf(validation.config);
  const changed = KEY_SETTINGS.filter(
    (key) => JSON.stringify(own[key]) !== JSON.stringify(trusted.settings[key]),
  );
  const { apiUrl: _untrusted, ...rest } = validation.config;
  const config: RepoConfig = { ...rest, ...trusted.settings };
  const result = { validation: { ...validation, config }, changed };
  if (changed.length === 0) return result;
  const keys = changed.map((key) => `\`${key}\``).join(', ');
  return {
    ...result,
    notice: `This pull request changes ${keys} in the config: that takes effect after merge. This run used ${trusted.source}.`,
  };
}

async function executeValidated(request: RunRequest, validation: ValidationResult): Promise<RunOutcome> {
  if (request.mode === 'validate') return validationOutcome(validation, request.only);
  return executeWithService(request, validation);
}
