// `metrics-as-code schema`: prints the JSON Schema of a metric definition, or with `--config` of
// the repo config, for editors (`metrics-as-code schema > metric.schema.json`).

import { parseArgs } from 'node:util';
import { configJsonSchema, definitionJsonSchema, schemaText } from '../definitions/json-schema.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { type CliIo, processIo } from './io.js';

const SCHEMA_USAGE = `Usage: metrics-as-code schema [--config]

Prints the JSON Schema of a metric definition; with --config, of the repo config
(metrics-as-code.yaml). Use it with a first line such as
  # yaml-language-server: $schema=../schema/metric.schema.json
`;

export async function schemaCommand(argv: string[], io: CliIo = processIo): Promise<number> {
  let values: { config?: boolean; help?: boolean };
  try {
    // Here --config is a switch, not the config file of the other commands.
    ({ values } = parseArgs({
      args: argv,
      options: { config: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.stderr(`metrics-as-code schema: ${(error as Error).message}\n\n${SCHEMA_USAGE}`);
    return ExitCode.Usage;
  }
  if (values.help) {
    io.stdout(SCHEMA_USAGE);
    return ExitCode.Ok;
  }
  io.stdout(schemaText(values.config ? configJsonSchema() : definitionJsonSchema()));
  return ExitCode.Ok;
}
