// Which config a pull request's run trusts: the base branch's, under either file name, else the
// defaults, never the pull request's own (the rule the Action and the CLI share).
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { defaultConfig, keySettingsOf } from '../../src/config/schema.js';
import { trustedKeySettings } from '../../src/config/trusted-settings.js';

const URL = 'https://console.example.com';
const reader = (files: Record<string, string>) => async (path: string) => files[path];

describe('the key settings of the base branch', () => {
  it('reads its config under the other name, metrics-as-code.yml', async () => {
    // Observed: a base branch `metrics-as-code.yml` was not read, the defaults were used, and
    // every pull request's plan exited 2.
    const read = reader({ 'apps/web/metrics-as-code.yml': stringify({ apiUrl: URL }) });
    expect(await trustedKeySettings(read, 'apps/web', undefined, '`main`')).toMatchObject({
      settings: { apiUrl: URL },
      source: 'the config of `main`',
    });
  });

  it('reads a value tagged as YAML allows (`!!str`)', async () => {
    const read = reader({ 'metrics-as-code.yaml': `apiUrl: !!str ${URL}\n` });
    expect((await trustedKeySettings(read, '.', undefined, '`main`')).settings.apiUrl).toBe(URL);
  });

  it('uses the defaults, and says why, for a config that is missing or not valid', async () => {
    const defaults = keySettingsOf(defaultConfig());
    expect(await trustedKeySettings(reader({}), 'apps/web', undefined, '`main`')).toEqual({
      settings: defaults,
      source: 'the defaults (`main` has no apps/web/metrics-as-code.yaml or apps/web/metrics-as-code.yml)',
    });
    const broken = reader({ 'metrics-as-code.yaml': 'apiUrl: [\n' });
    expect(await trustedKeySettings(broken, '.', undefined, '`main`')).toEqual({
      settings: defaults,
      source: 'the defaults (the config on `main` is not valid)',
    });
  });
});
