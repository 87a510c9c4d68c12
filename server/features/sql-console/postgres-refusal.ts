import { ConsoleRefusal } from './console-refusal';
import { sqlState } from './postgres-reader-role';
import type { SecretColumnSet } from './secret-columns';

/** SQLSTATEs of the refusals (42501: no privilege, a secret column among them) the console names; any other engine error keeps the engine's words. */
const REASON_OF: Record<string, ConsoleRefusal['reason']> = {
  '25006': 'read-only',
  '42501': 'permission',
  '57014': 'timeout',
  // out_of_memory, program_limit_exceeded ("requested length too large")
  '53200': 'too-large',
  '54000': 'too-large',
};

/** The refusal a PostgreSQL error stands for, with the engine's own message. */
export function postgresRefusal(error: unknown): ConsoleRefusal {
  if (error instanceof ConsoleRefusal) return error;
  const message = error instanceof Error ? error.message : String(error);
  const state = sqlState(error);
  if (state === '42601') {
    // The extended protocol's refusal of a string of several statements has the syntax error's SQLSTATE.
    return new ConsoleRefusal(/multiple commands/i.test(message) ? 'multiple-statements' : 'syntax', message);
  }
  // A write to a masked view is refused before the read-only transaction is asked (object_not_in_prerequisite_state).
  if (state === '55000' && /^cannot (insert into|update|delete from|merge into) view/.test(message)) {
    return new ConsoleRefusal('read-only', message);
  }
  const reason = REASON_OF[state];
  if (reason) return new ConsoleRefusal(reason, message);
  if (state.length === 5) return new ConsoleRefusal(state.startsWith('42') ? 'syntax' : 'engine', message);
  throw error;
}

/**
 * undefined_function (also "operator does not exist", "could not identify an ordering
 * operator") and datatype_mismatch ("UNION types text and json cannot be matched").
 */
const MISUSE_STATES = new Set(['42883', '42804']);

/**
 * A statement refused for what it does with a secret: it computed, compared, sorted or
 * grouped with a masked secret (the masked views hold secrets as `json`, for which
 * PostgreSQL has no such function or operator), or it read a table with secrets itself
 * (named with its schema), whose secret columns the reader is not granted. Undefined for
 * any other error.
 */
export function secretMisuse(error: unknown, sql: string, secrets: SecretColumnSet): ConsoleRefusal | undefined {
  const message = error instanceof Error ? error.message : '';
  const state = sqlState(error);
  const named = secrets.mentionedIn(sql);
  if (MISUSE_STATES.has(state) && /\bjson\b/.test(message) && named.length > 0) {
    return new ConsoleRefusal(
      'secret-column',
      `uses secret columns otherwise than as plain selected columns (${named.join(', ')}): ` +
        `select them as they are, and they come back masked (${message})`,
    );
  }
  const table = /^permission denied for (?:table|view) (.+)$/.exec(message)?.[1];
  const unmasked = state === '42501' && table ? secrets.of(table) : [];
  if (unmasked.length === 0) return undefined;
  return new ConsoleRefusal(
    'secret-column',
    `reads the table ${table} itself, whose secret columns (${unmasked.join(', ')}) the console may not read: ` +
      `name it without its schema to read them masked (${message})`,
  );
}
