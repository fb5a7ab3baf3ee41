// `metrics-as-code schema`: prints the JSON Schema of a metric definition, or with `--config` of
// the repo config, for editors (`metrics-as-code schema > metric.schema.json`).
import { configJsonSchema, definitionJsonSchema, schemaText } from '../definitions/json-schema.js';
import { ExitCode } from '../outcome/exit-codes.js';
import { parseFlags } from './args.js';
import { commandHelp, usageError } from './help.js';
import { type CliIo, processIo } from './io.js';

export async function schemaCommand(argv: string[], io: CliIo = processIo): Promise<number> {
  // Here --config is a switch, not the config file of the other commands.
  const parsed = parseFlags('schema', argv);
  if (!parsed.ok) {
    io.stderr(usageError('schema', parsed.message));
    return ExitCode.Usage;
  }
  if (parsed.values.help) {
    io.stdout(commandHelp('schema'));
    return ExitCode.Ok;
  }
  io.stdout(schemaText(parsed.values.config ? configJsonSchema() : definitionJsonSchema()));
  return ExitCode.Ok;
}
