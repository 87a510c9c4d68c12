/** What existing rows must satisfy before a migration tightens a rule (generator/migration-checks.ts). */
export interface MigrationCheck {
  /** One row with one column `rows`: how many rows break the rule. */
  count: string;
  /** Why the migration stops, `{rows}` filled with the count. */
  refusal: string;
}

/** A generated migration file: the same change written for each engine, with its checks. */
export interface MigrationFile {
  id: string;
  checks: MigrationCheck[];
  sqlite: string[];
  postgres: string[];
}

const isStatements = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((statement) => typeof statement === 'string');

const isCheck = (value: unknown): value is MigrationCheck =>
  typeof value === 'object' &&
  value !== null &&
  'count' in value &&
  typeof value.count === 'string' &&
  'refusal' in value &&
  typeof value.refusal === 'string';

export function parseMigrationFile(name: string, text: string): MigrationFile {
  const parsed: unknown = JSON.parse(text);
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !('id' in parsed) ||
    typeof parsed.id !== 'string' ||
    !('sqlite' in parsed) ||
    !isStatements(parsed.sqlite) ||
    !('postgres' in parsed) ||
    !isStatements(parsed.postgres) ||
    ('checks' in parsed && !(Array.isArray(parsed.checks) && parsed.checks.every(isCheck)))
  ) {
    throw new Error(
      `Migration ${name} must hold { id, checks?: [{ count, refusal }], sqlite: [statements], postgres: [statements] }`,
    );
  }
  const checks = 'checks' in parsed ? (parsed.checks as MigrationCheck[]) : [];
  return { id: parsed.id, checks, sqlite: parsed.sqlite, postgres: parsed.postgres };
}
