import { Code } from '../../../contract/errors';
import { EVERY_PERMISSION } from '../../auth/permission-codes';
import type { Principal } from '../../auth/principal';
import type { Row } from '../../db/database';
import type { FeatureTables } from '../../db/resource-tables';
import { ApiError } from '../../http/api-error';

/** The codes a role holds. */
export function codesOf(role: Row | undefined): string[] {
  const codes = role?.permissionCodes;
  return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
}

export function isSuperRole(role: Row | undefined): boolean {
  return codesOf(role).includes(EVERY_PERMISSION);
}

/** Whether the principal holds `*` itself: only then may it touch super admins and built-in roles. */
export function isSuperPrincipal(principal: Principal): boolean {
  return principal.codes.has(EVERY_PERMISSION);
}

/**
 * Nobody grants a code they do not hold themselves: `*` only by a holder of `*`,
 * any other code by whoever holds it (directly or through `*`).
 */
export function checkGrantable(principal: Principal, codes: readonly string[], field: string): void {
  const missing = ungrantableCodes(principal, codes);
  if (missing.length === 0) return;
  throw ApiError.ofFields(Code.FORBIDDEN, `you cannot grant codes you do not hold: ${missing.join(', ')}`, [
    { field, rule: 'grant' },
  ]);
}

/** The codes among `codes` the principal may not grant. */
export function ungrantableCodes(principal: Principal, codes: readonly string[]): string[] {
  return codes.filter((code) => (code === EVERY_PERMISSION ? !isSuperPrincipal(principal) : !principal.holds(code)));
}

/** Whether the principal may give `role` to an account: it holds every code of it. */
export function isGrantableRole(principal: Principal, role: Row): boolean {
  return ungrantableCodes(principal, codesOf(role)).length === 0;
}

export async function rolesWithIds(tables: FeatureTables, ids: unknown): Promise<Row[]> {
  const wanted = Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  if (wanted.length === 0) return [];
  const roles = tables.of('role');
  const rows = await roles.db.selectFrom(roles.table).selectAll().where('id', 'in', wanted).execute();
  return rows.map((row) => roles.decode(row));
}
