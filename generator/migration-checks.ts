import type { Change } from './migration-plan';

/**
 * What existing rows must satisfy before a migration tightens a rule over them. The
 * migrator runs each `count` query (one row, one column `rows`, the same SQL on both
 * engines) before the statements, inside the migration's transaction, and stops on the
 * first that finds rows, with `refusal` (`{rows}` filled in): nothing is changed, no
 * row is lost, and the operator knows which table and rule to fix.
 */
export interface MigrationCheck {
  count: string;
  refusal: string;
}

const FIX = 'fix those rows, then start the server again';

export function migrationChecks(changes: Change[]): MigrationCheck[] {
  return changes.flatMap((change): MigrationCheck[] => {
    if (change.kind === 'alter-constraints') return constraintChecks(change);
    if (change.kind === 'create-index' && change.overExistingRows?.length) {
      const columns = change.overExistingRows.map((column) => `"${column}"`);
      const present = columns.map((column) => `${column} IS NOT NULL`).join(' AND ');
      return [
        {
          count: `SELECT COUNT(*) AS "rows" FROM (SELECT 1 FROM "${change.table}" WHERE ${present} GROUP BY ${columns.join(', ')} HAVING COUNT(*) > 1) AS "duplicates"`,
          refusal: `"${change.table}" (${columns.join(', ')}) is now unique, but {rows} sets of rows share the same values; ${FIX}`,
        },
      ];
    }
    return [];
  });
}

function constraintChecks(change: Extract<Change, { kind: 'alter-constraints' }>): MigrationCheck[] {
  const { table, column, from, to } = change;
  const checks: MigrationCheck[] = [];
  if (to.notNull && !from.notNull) {
    checks.push({
      count: `SELECT COUNT(*) AS "rows" FROM "${table}" WHERE "${column}" IS NULL`,
      refusal: `"${table}"."${column}" is now required (NOT NULL), but {rows} rows hold NULL there; ${FIX}`,
    });
  }
  const target = to.references?.table;
  // A "set-null" key clears references to missing rows instead (clearOrphansSql).
  if (target && target !== from.references?.table && to.references?.onDelete !== 'set-null') {
    checks.push({
      count: `SELECT COUNT(*) AS "rows" FROM "${table}" AS "child" WHERE "child"."${column}" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "${target}" AS "parent" WHERE "parent"."id" = "child"."${column}")`,
      refusal: `"${table}"."${column}" now references "${target}", but {rows} rows point at ${target} rows that do not exist; ${FIX}`,
    });
  }
  return checks;
}
