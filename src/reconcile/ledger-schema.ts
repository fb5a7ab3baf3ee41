// Reading a stored ledger back: both stores parse with this, so a corrupt or hand-edited ledger
// is a clear error instead of a run that silently re-creates everything.
import { z } from 'zod';
import type { Ledger } from './ledger.js';

const ledgerEntrySchema = z.looseObject({
  id: z.string(),
  hash: z.string(),
  file: z.string(),
  commit: z.string().optional(),
  createdAt: z.string(),
});

const pendingEntrySchema = z.looseObject({
  hash: z.string(),
  file: z.string(),
  startedAt: z.string(),
  runId: z.string().optional(),
  pid: z.number().optional(),
  host: z.string().optional(),
});

const ledgerSchema = z.looseObject({
  version: z.literal(1),
  metrics: z.record(z.string(), ledgerEntrySchema),
  pending: z.record(z.string(), pendingEntrySchema).optional(),
});

export class LedgerFormatError extends Error {
  constructor(location: string, detail: string) {
    super(
      `the state ledger at ${location} is not valid (${detail}); fix or restore it (it is JSON: {"version": 1, "metrics": {...}}) before running again, so nothing is created twice`,
    );
    this.name = 'LedgerFormatError';
  }
}

export function parseLedger(text: string, location: string): Ledger {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new LedgerFormatError(location, (error as Error).message);
  }
  const parsed = ledgerSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new LedgerFormatError(location, `${issue.path.join('.') || 'root'}: ${issue.message}`);
  }
  return parsed.data as Ledger;
}

export function serializeLedger(ledger: Ledger): string {
  return `${JSON.stringify(ledger, null, 2)}\n`;
}
