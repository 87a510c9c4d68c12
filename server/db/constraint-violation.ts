/**
 * Recognises a write or a value the database refused, from either engine, so the
 * caller can answer with a catalogue code instead of a database error: a unique
 * index (with the columns involved), a reference to a row that does not exist (or
 * still has rows pointing at it), or a value its column cannot hold (a number past
 * BIGINT, a text too long to index). Returns undefined for any other error.
 */
export type ConstraintViolation =
  | { kind: 'unique'; columns: string[] }
  | { kind: 'reference' }
  | { kind: 'invalid-value' };

interface DriverError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  constraint?: unknown;
}

const POSTGRES_UNIQUE_VIOLATION = '23505';
const POSTGRES_FOREIGN_KEY_VIOLATION = '23503';
/** SQLSTATE classes 22 (data exception) and 54 (program limit exceeded): the value, not the server, is at fault. */
const POSTGRES_VALUE_CLASSES = ['22', '54'];

export function constraintViolation(error: unknown): ConstraintViolation | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, detail, constraint } = error as DriverError;

  if (code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string') {
    // "UNIQUE constraint failed: site.name" (or "t.a, t.b" for a composite index).
    const match = /UNIQUE constraint failed: (.+)$/.exec(message);
    const columns = match ? match[1].split(',').map((qualified) => qualified.trim().split('.').pop() ?? '') : [];
    return { kind: 'unique', columns };
  }
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return { kind: 'reference' };

  if (code === POSTGRES_UNIQUE_VIOLATION) {
    // detail: 'Key ("accountName")=(bob) already exists.'
    const match = typeof detail === 'string' ? /^Key \((.+?)\)=\(/.exec(detail) : null;
    if (match) {
      return { kind: 'unique', columns: match[1].split(',').map((column) => column.trim().replace(/^"(.*)"$/, '$1')) };
    }
    return { kind: 'unique', columns: typeof constraint === 'string' ? [constraint] : [] };
  }
  if (code === POSTGRES_FOREIGN_KEY_VIOLATION) return { kind: 'reference' };
  if (typeof code === 'string' && code.length === 5 && POSTGRES_VALUE_CLASSES.includes(code.slice(0, 2))) {
    return { kind: 'invalid-value' };
  }
  if (code === 'SQLITE_TOOBIG' || code === 'SQLITE_MISMATCH' || code === 'SQLITE_RANGE')
    return { kind: 'invalid-value' };
  return undefined;
}
