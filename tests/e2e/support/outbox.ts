import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export type OutboxKind = 'sms' | 'mail';

interface OutboxLine {
  to: string;
  code: string;
}

/** The codes the server sent to recipients whose address ends with `to`, oldest first, from `DATA_DIR/outbox/<kind>.jsonl`. */
export async function outboxCodes(dataDir: string, kind: OutboxKind, to: string): Promise<string[]> {
  const text = await readFile(join(dataDir, 'outbox', `${kind}.jsonl`), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine)
    .filter((line) => line.to.endsWith(to))
    .map((line) => line.code);
}

/** Waits for a code sent to `to` after the `seen` ones already there, and returns it. */
export async function nextOutboxCode(dataDir: string, kind: OutboxKind, to: string, seen: number): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const codes = await outboxCodes(dataDir, kind, to);
    if (codes.length > seen) return codes[codes.length - 1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new ${kind} code for ${to} in ${dataDir}`);
}
