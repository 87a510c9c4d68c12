/**
 * Recognises a write the database refused, from either engine, by the driver's error
 * code, never by the wording of its message: SQLite's extended result codes
 * (better-sqlite3 puts them in `error.code`) and PostgreSQL's SQLSTATE. The caller
 * turns it into a catalogue code. Returns undefined for any other error.
 *
 * What names the columns differs by engine. PostgreSQL gives the constraint's name
 * (which the generator makes from the table and columns, contract/constraint-names.ts)
 * and, for NOT NULL, the column. SQLite gives only its message, whose constraint
 * failures it always writes as `<kind> constraint failed: <table>.<column>, …` (its
 * source builds them from the index's columns); the code decides the kind, and the
 * `table.column` list only gives the columns. A foreign key failure on SQLite names
 * nothing: SQLite does not record which key failed.
 */
export type ConstraintViolation =
  /** `constraint`: the unique index, on PostgreSQL; `columns`: its columns, when the engine says. */
  | { kind: 'unique'; columns: string[]; constraint?: string }
  | { kind: 'not-null'; column?: string }
  /** A foreign key: a written reference to a missing row, or a delete of a row still referred to. */
  | { kind: 'reference'; constraint?: string }
  | { kind: 'check'; constraint?: string }
  /** A value its column cannot hold (a number past BIGINT, a text too long to index). */
  | { kind: 'invalid-value' };

interface DriverError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  constraint?: unknown;
  column?: unknown;
}

const SQLITE_VALUE_CODES = new Set(['SQLITE_TOOBIG', 'SQLITE_MISMATCH', 'SQLITE_RANGE']);
/** SQLSTATE classes 22 (data exception) and 54 (program limit exceeded): the value, not the server, is at fault. */
const POSTGRES_VALUE_CLASSES = ['22', '54'];

export function constraintViolation(error: unknown): ConstraintViolation | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const driverError = error as DriverError;
  const { code } = driverError;
  if (typeof code !== 'string') return undefined;
  if (code.startsWith('SQLITE_')) return sqliteViolation(code, driverError.message);
  return postgresViolation(code, driverError);
}

/** `UNIQUE constraint failed: resident.siteId, resident.personId` gives `['siteId', 'personId']`. */
function sqliteColumns(message: unknown): string[] {
  if (typeof message !== 'string') return [];
  const list = message.slice(message.indexOf(': ') + 2);
  return list.split(', ').map((qualified) => qualified.slice(qualified.indexOf('.') + 1));
}

function sqliteViolation(code: string, message: unknown): ConstraintViolation | undefined {
  switch (code) {
    case 'SQLITE_CONSTRAINT_UNIQUE':
    case 'SQLITE_CONSTRAINT_PRIMARYKEY':
      return { kind: 'unique', columns: sqliteColumns(message) };
    case 'SQLITE_CONSTRAINT_NOTNULL':
      return { kind: 'not-null', column: sqliteColumns(message)[0] };
    case 'SQLITE_CONSTRAINT_FOREIGNKEY':
      return { kind: 'reference' };
    case 'SQLITE_CONSTRAINT_CHECK':
      return { kind: 'check' };
    default:
      return SQLITE_VALUE_CODES.has(code) ? { kind: 'invalid-value' } : undefined;
  }
}

const POSTGRES = { UNIQUE: '23505', FOREIGN_KEY: '23503', NOT_NULL: '23502', CHECK: '23514' };

function postgresViolation(code: string, { detail, constraint, column }: DriverError): ConstraintViolation | undefined {
  const named = typeof constraint === 'string' ? { constraint } : {};
  switch (code) {
    case POSTGRES.UNIQUE: {
      // detail: 'Key ("siteId", "personId")=(3, P-1) already exists.': the columns, when no name matches.
      const match = typeof detail === 'string' ? /^Key \((.+?)\)=\(/.exec(detail) : null;
      const columns = match ? match[1].split(', ').map((name) => name.replace(/^"(.*)"$/, '$1')) : [];
      return { kind: 'unique', columns, ...named };
    }
    case POSTGRES.NOT_NULL:
      return { kind: 'not-null', ...(typeof column === 'string' ? { column } : {}) };
    case POSTGRES.FOREIGN_KEY:
      return { kind: 'reference', ...named };
    case POSTGRES.CHECK:
      return { kind: 'check', ...named };
    default:
      return code.length === 5 && POSTGRES_VALUE_CLASSES.includes(code.slice(0, 2))
        ? { kind: 'invalid-value' }
        : undefined;
  }
}
