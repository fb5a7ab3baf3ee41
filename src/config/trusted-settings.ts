// The config's key settings from a trusted place (the base branch of a pull request), never from
// the change under review: whoever opened it wrote its config. Pure over a reader, so the Action
// (GitHub's contents API) and the CLI (`git show`) share one rule.
import { posix } from 'node:path';
import { parseConfig } from './load-config.js';
import { CONFIG_FILE_NAMES, defaultConfig, type KeySettings, keySettingsOf } from './schema.js';

export interface TrustedSettings {
  settings: KeySettings;
  /** Where they came from, for the report: "the config of the base branch `main`". */
  source: string;
}

/** A file's text at the trusted place, or undefined when it has no such file. */
export type ReadTrusted = (path: string) => Promise<string | undefined>;

/**
 * The key settings of the config in `dir` at `place` (`the base branch \`main\``), under the named
 * file or either default name; the defaults when it has none or one that is not valid.
 */
export async function trustedKeySettings(
  read: ReadTrusted,
  dir: string,
  configFile: string | undefined,
  place: string,
): Promise<TrustedSettings> {
  const paths = (configFile ? [configFile] : CONFIG_FILE_NAMES).map((name) =>
    posix.normalize(posix.join(dir, name)),
  );
  for (const path of paths) {
    const text = await read(path);
    if (text === undefined) continue;
    const parsed = parseConfig(path, text);
    if (parsed.ok) return { settings: keySettingsOf(parsed.config), source: `the config of ${place}` };
    return defaults(`the config on ${place} is not valid`);
  }
  return defaults(`${place} has no ${paths.join(' or ')}`);
}

function defaults(why: string): TrustedSettings {
  return { settings: keySettingsOf(defaultConfig()), source: `the defaults (${why})` };
}
