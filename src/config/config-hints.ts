// What a config mistake is told to write instead: the config's wording for the schema's findings
// (diagnostics/schema-findings.ts), a key or token written in it, a policy or a rate limit written
// in another shape.
import { readRateWindows } from '../contract/console-api.js';
import { excerpt, isPlainObject, isScalar, withoutInvisible } from '../diagnostics/finding.js';
import type { Subject } from '../diagnostics/schema-findings.js';
import { yamlBoolean } from '../diagnostics/schema-hints.js';
import { urlWithScheme } from './schema.js';

/** Why a value holds a zero-width space (finding.ts `withoutInvisible`). */
export const COPIED = 'an invisible character, as text copied from a report does after `@` and `://`';

/** A key written where the config is committed: where it goes instead, and to replace it. */
const KEY_IN_CONFIG = (key: string) =>
  `\`${key}\`: no key or token goes in the config, which is committed with the repository: remove it and pass the Console API key as CONSOLE_API_KEY (the Action's api-key input, from a secret); if this file was ever committed, replace the key in the console`;

export const CONFIG_SUBJECT: Subject = {
  indefinite: 'the config',
  definite: 'the config',
  topLevelHints: Object.fromEntries(
    ['apiKey', 'api_key', 'key', 'consoleApiKey', 'CONSOLE_API_KEY', 'token', 'secret'].map((key) => [
      key,
      KEY_IN_CONFIG(key),
    ]),
  ),
  spellings: {
    onChange: { error: '`fail`', failure: '`fail`', strict: '`fail`', warning: '`warn`' },
    'state.store': { git: '`github`', branch: '`github`', local: '`file`', disk: '`file`' },
    // The Console's own words for a review's state (docs/api-contract.md).
    'reviews.statuses': { approved: '`accepted`', open: '`pending`' },
  },
  valueHint: (path, input, rule) => {
    if (path[0] === 'policy' && path.length === 2) return policyHint(String(path[1]), input);
    if (path[0] === 'reviews' && path[1] === 'statuses') return closedStatusHint(input);
    if (rule === 'schema.enum') return undefined;
    // A definition's warehouse fields, written in the config.
    if (path.length === 1 && path[0] === 'warehouseNative' && !isScalar(input))
      return ": here it is true or false, for the whole project; a definition's warehouse fields go in that definition's own `warehouseNative:`";
    if (typeof input !== 'string') return undefined;
    // `metrics: catalogue/` reads as the folder: it is metrics.dir.
    if (path.length === 1 && path[0] === 'metrics')
      return `: write \`metrics: {dir: ${excerpt(input)}}\` (the folder goes in metrics.dir)`;
    const copied = withoutInvisible(input) !== input ? `: it holds ${COPIED}` : '';
    const url = path.length === 1 && path[0] === 'apiUrl' ? urlWithScheme(input) : undefined;
    if (url !== undefined) return `${copied}: write \`apiUrl: ${excerpt(url)}\``;
    if (path.join('.') === 'api.rateLimit') return rateLimitHint(input);
    if (path.length === 3 && path[1] === 'people' && copied)
      return `${copied}: write \`${excerpt(String(path[2]))}: "${excerpt(withoutInvisible(input))}"\``;
    // `u_ana: ana-lima`: the handle without its `@`, which YAML wants quoted.
    if (
      path.length === 3 &&
      path[0] === 'reviews' &&
      path[1] === 'people' &&
      /^[\w.-]+(\/[\w.-]+)?$/.test(input)
    )
      return `: write \`${excerpt(String(path[2]))}: "@${excerpt(input)}"\` (quoted: YAML keeps \`@\` for itself)`;
    return undefined;
  },
};

/** A closed review's status, in the Console's words or others': nobody acts on such a review. */
const CLOSED_STATUSES: Readonly<Record<string, string>> = {
  committed: 'committed',
  rejected: 'rejected',
  merged: 'committed',
  declined: 'rejected',
};

function closedStatusHint(input: unknown): string | undefined {
  const word = typeof input === 'string' ? input.toLowerCase() : '';
  const status = Object.hasOwn(CLOSED_STATUSES, word) ? CLOSED_STATUSES[word] : undefined;
  if (status === undefined) return undefined;
  const named = status === word ? status : `${word} (\`${status}\`)`;
  return `: a ${named} review is closed, and the digest lists the open reviews, those someone must act on: remove it`;
}

/**
 * A policy written as a boolean (or `yes`), or in the other policies' shape: a policy says how a
 * definition that breaks it is reported, `requireTags` in a mapping that may also list the tags
 * allowed. Undefined for any other value (the list's own "did you mean").
 */
function policyHint(policy: string, input: unknown): string | undefined {
  const on = typeof input === 'string' ? yamlBoolean(input) : input;
  if (on === false) return ': leave it out not to check it';
  const tags = policy === 'requireTags';
  if (on === true && tags)
    return ': write `requireTags: {severity: error}` (or `warning`), how a definition without tags is reported';
  if (on === true)
    return `: write \`${excerpt(policy)}: error\` (or \`warning\`), how a definition without it is reported`;
  if (tags && (input === 'error' || input === 'warning'))
    return `: write \`requireTags: {severity: ${input}}\``;
  if (tags && Array.isArray(input) && input.every((tag) => typeof tag === 'string'))
    return `: write \`requireTags: {allowed: [${input.map(excerpt).join(', ')}]}\`, the only tags a metric may have`;
  const severity = isPlainObject(input) ? input.severity : undefined;
  if (!tags && (severity === 'error' || severity === 'warning'))
    return `: write \`${excerpt(policy)}: ${severity}\`, the severity alone`;
  return undefined;
}

/** `100/10s` or `100/10s,900/15m`, as the emulator's --rate-limit is written: the config's windows. */
function rateLimitHint(input: string): string | undefined {
  // Written loosely too: `20 / 2 min`.
  const windows = readRateWindows(input.replace(/\s+/g, '').replace(/min\b/g, 'm'));
  if (!Array.isArray(windows) || windows.length === 0) return undefined;
  if (windows.some((window) => window.windowMs % 1000 !== 0)) return undefined;
  const written = windows.map(
    (window) => `{requests: ${window.requests}, perSeconds: ${window.windowMs / 1000}}`,
  );
  return `: write \`rateLimit: ${written.length === 1 ? written[0] : `[${written.join(', ')}]`}\``;
}
