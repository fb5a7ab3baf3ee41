// zod issues carry a message but no slot for our rule id, so a limit written in the schema tags
// its message with the rule id; schema-findings.ts splits the two apart again. This keeps each limit
// and its rule id on one line of the schema, the single place the limit is written.
const SEPARATOR = '\u001f';

/** The `error` option of a zod check that breaks rule `rule` with `message`. */
export function ruleError(rule: string, message: string): { error: string } {
  return { error: `${rule}${SEPARATOR}${message}` };
}

/** Splits a tagged message; untagged messages get `fallbackRule`. */
export function splitRuleMessage(message: string, fallbackRule: string): { rule: string; message: string } {
  const at = message.indexOf(SEPARATOR);
  if (at < 0) return { rule: fallbackRule, message };
  return { rule: message.slice(0, at), message: message.slice(at + 1) };
}
