// What `init` writes, read back as YAML: a folder's name goes in as text, whatever it holds.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { workflow } from '../../src/cli/init-templates.js';

describe('the workflow init writes', () => {
  // Observed: init in a folder named `my app: #1` wrote `working-directory: apps/my app: #1`
  // and `name: metrics (apps/my app: #1)` unquoted, a workflow GitHub refuses as invalid YAML.
  it('names a folder of any spelling as written, in valid YAML', () => {
    const folder = 'apps/my app: *#1 "q" \\';
    const written = parse(workflow('main', folder));
    expect(written.name).toBe(`metrics (${folder})`);
    expect(written.on.pull_request.paths).toEqual([`${folder}/metrics/**`, `${folder}/metrics-as-code.yaml`]);
    for (const job of Object.values(written.jobs) as { steps: { with?: Record<string, string> }[] }[])
      expect(job.steps[1]!.with!['working-directory']).toBe(folder);
  });
});
