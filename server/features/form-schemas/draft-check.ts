import { Code } from '../../../contract/errors';
import type { CheckAnswer as CheckAnswerOfApi, SchemaProblem } from '../../../contract/form-schemas';
import { checkEntitySchema } from '../../../generator/entity-check';
import type { EntitySchema } from '../../../generator/entity-schema';
import type { MigrationCheck } from '../../../generator/migration-checks';
import type { Dialect } from '../../../generator/migration-sql';
import { plannedMigration } from '../../../generator/planned-migration';
import type { BuiltIns } from './built-ins';
import { limitBreaches, patternBreaches } from './schema-limits';

export type CheckError = SchemaProblem;

/** A check as the route answers it, with the row checks a publication runs first. */
export interface CheckAnswer extends CheckAnswerOfApi {
  /** What existing rows must pass first (a rule that tightens); run before the statements. */
  checks?: MigrationCheck[];
}

const NO_MIGRATION: Record<Dialect, string[]> = { sqlite: [], postgres: [] };

/**
 * The field a migration refusal is about (`"table"."column" …`, a column being named as
 * its field), as the pointer the builder shows it at; the whole schema when none is.
 */
function refusedFieldPointer(schema: EntitySchema, message: string): string {
  const column = /^"[^"]+"\."([^"]+)"/.exec(message)?.[1];
  return column !== undefined && Object.hasOwn(schema.properties ?? {}, column) ? `/properties/${column}` : '';
}

/**
 * The checks a schema must pass before it can go live: the safety bounds and safe
 * patterns, then the generator's meta-schema and cross-checks beside the built-in
 * schemas (which it can never shadow), then the additive migration the generator
 * would write for it.
 */
export function checkDraft(schema: unknown, builtIns: BuiltIns, dialect?: Dialect): CheckAnswer {
  const breaches = limitBreaches(schema);
  if (breaches.length === 0) breaches.push(...patternBreaches(schema));
  if (breaches.length > 0) {
    const errors = breaches.map(({ pointer, rule, message }) => ({ pointer, message, code: Code.BAD_REQUEST, rule }));
    return { ok: false, errors, migration: NO_MIGRATION };
  }
  const problems = checkEntitySchema(schema, builtIns.files);
  if (problems.length > 0) {
    const errors = problems.map(({ path, message }) => ({ pointer: path, message, code: Code.BAD_REQUEST }));
    return { ok: false, errors, migration: NO_MIGRATION };
  }
  const plan = plannedMigration(builtIns.snapshot, [...builtIns.schemas, schema as EntitySchema]);
  if (plan.refusals.length > 0) {
    const errors = plan.refusals.map((message) => ({
      pointer: refusedFieldPointer(schema as EntitySchema, message),
      message,
      code: Code.BAD_REQUEST,
    }));
    return { ok: false, errors, migration: NO_MIGRATION };
  }
  // Published at run time, a table is only ever added to: on SQLite a changed column means a
  // rebuild of the table (drop and copy), which the running server does not do under its rows.
  if (dialect === 'sqlite' && plan.statements.sqlite.some((statement) => /^\s*DROP TABLE/i.test(statement))) {
    const message = 'this change rebuilds the table on SQLite; ship it as a file in schemas/ with a release';
    return { ok: false, errors: [{ pointer: '', message, code: Code.BAD_REQUEST }], migration: NO_MIGRATION };
  }
  return { ok: true, errors: [], migration: plan.statements, checks: plan.checks };
}
