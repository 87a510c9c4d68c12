import { type AliasedRawBuilder, sql } from 'kysely';
import type { Row } from '../db/database';
import { runKept } from '../db/kept-queries';
import type { ResourceTables } from '../db/resource-tables';
import type { RowStore } from '../db/row-store';

/** The column an account's roles come back in, beside the account's own columns. */
const ROLES_COLUMN = '__roles';
/**
 * A `roleIds` text the database can read as ids: a JSON array of at most 15-digit numbers.
 * Anything else (a column written outside the API) is left to the server's own reading.
 */
const ROLE_IDS_PATTERN = String.raw`^\s*\[\s*([0-9]{1,15}\s*(,\s*[0-9]{1,15}\s*)*)?\]\s*$`;

/**
 * On PostgreSQL, the account's roles read in the account's own query: one JSON column
 * holding the role rows (`json_agg`, in id order), so that a request's session, account
 * and roles cost one round trip instead of two. NULL when `roleIds` is not a plain list
 * of ids. None on SQLite, where a query is a call in the process, not a round trip.
 */
export function rolesSelection(
  accounts: RowStore,
  roles: RowStore,
): AliasedRawBuilder<unknown, typeof ROLES_COLUMN> | undefined {
  if (accounts.database.dialect !== 'postgres') return undefined;
  const roleIds = sql.ref(`${accounts.table}.roleIds`);
  const role = sql.table(roles.table);
  return sql`CASE WHEN ${roleIds} ~ ${sql.lit(ROLE_IDS_PATTERN)} THEN (
    SELECT coalesce(json_agg(${role} ORDER BY ${sql.ref(`${roles.table}.id`)}), '[]'::json) FROM ${role}
    WHERE ${sql.ref(`${roles.table}.id`)} IN (SELECT "ids"."value"::bigint FROM json_array_elements_text(${roleIds}::json) AS "ids"("value"))
  ) END`.as(ROLES_COLUMN);
}

/**
 * An account row read with `rolesSelection`, split into the account and its roles as
 * stored; the roles are undefined when the query did not read them.
 */
export function splitAccountRoles(row: Row, roles: RowStore): { account: Row; roles?: Row[] } {
  if (!(ROLES_COLUMN in row)) return { account: row };
  const { [ROLES_COLUMN]: read, ...account } = row;
  return { account, roles: Array.isArray(read) ? read.map((role: Row) => roles.decode(role)) : undefined };
}

/** The account by id, with its roles where the database reads them in the same query. */
export async function accountWithRoles(
  tables: ResourceTables,
  adminId: number,
): Promise<{ account: Row; roles?: Row[] } | undefined> {
  const accounts = tables.of('admin');
  const roles = tables.of('role');
  const selection = rolesSelection(accounts, roles);
  if (!selection) {
    const account = await accounts.findById(adminId);
    return account ? { account } : undefined;
  }
  const shape = `${accounts.database.dialect} ${accounts.table} by id with roles`;
  const [row] = await runKept(accounts.db, shape, [adminId], () =>
    accounts.db.selectFrom(accounts.table).selectAll(accounts.table).select(selection).where('id', '=', adminId),
  );
  return row ? splitAccountRoles(accounts.decode(row), roles) : undefined;
}
