import { ConsoleRefusal } from './console-refusal';
import { sqlState } from './postgres-reader-role';

/** SQLSTATEs of the refusals (42501: no privilege, a secret column among them) the console names; any other engine error keeps the engine's words. */
const REASON_OF: Record<string, ConsoleRefusal['reason']> = {
  '25006': 'read-only',
  '42501': 'permission',
  '57014': 'timeout',
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
  const reason = REASON_OF[state];
  if (reason) return new ConsoleRefusal(reason, message);
  if (state.length === 5) return new ConsoleRefusal(state.startsWith('42') ? 'syntax' : 'engine', message);
  throw error;
}
