import type { Row } from '../db/database';
import type { FeatureTables, ResourceTables } from '../db/resource-tables';
import { accountWithRoles, rolesSelection, splitAccountRoles } from './account-roles';
import { ALL_SITES_PERMISSION, EVERY_PERMISSION } from './permission-codes';
import type { SessionTokens } from './session-tokens';

/** The signed-in account behind a request, with what its roles let it do. */
export interface Principal {
  adminId: number;
  admin: Row;
  roles: Row[];
  /** The codes the roles name; `*` stands for every code. */
  codes: ReadonlySet<string>;
  holds(code: string): boolean;
  /** Sees and changes every account's sites (and what hangs off them), not only its own. */
  seesAllSites: boolean;
  /**
   * A role of the account requires a second factor (`requireSecondFactor`) and the account has
   * none set up yet: until it has, only the routes that set one up answer it.
   */
  secondFactorDue: boolean;
}

/**
 * The account's principal, or undefined when the account is gone, disabled or has no
 * role left (its roles taken away or deleted): such an account may not sign in either (6046).
 */
export async function loadPrincipal(tables: ResourceTables, adminId: number): Promise<Principal | undefined> {
  const found = await accountWithRoles(tables, adminId);
  return found ? principalOfAccount(tables, found.account, found.roles) : undefined;
}

/**
 * The principal of an account row just read, with its roles when they were read with it;
 * undefined as for `loadPrincipal`.
 */
async function principalOfAccount(
  tables: ResourceTables,
  admin: Row,
  readRoles?: Row[],
): Promise<Principal | undefined> {
  const adminId = Number(admin.id);
  if (isDisabled(admin)) return undefined;
  const roles = readRoles ?? (await rolesOf(tables, admin));
  if (roles.length === 0) return undefined;
  const codes = new Set<string>();
  for (const role of roles) for (const code of permissionCodesOf(role)) codes.add(code);
  const holds = (code: string) => codes.has(EVERY_PERMISSION) || codes.has(code);
  const secondFactorDue = admin.secondFactor !== true && roles.some((role) => role.requireSecondFactor === true);
  return { adminId, admin, roles, codes, holds, seesAllSites: holds(ALL_SITES_PERMISSION), secondFactorDue };
}

/**
 * The principal a session token opens. A live session whose account no longer has one
 * is ended with every other session of the account, as disabling does: roles can be
 * lost in ways that end no session themselves (a role deleted, the tables changed).
 */
export async function principalForToken(
  tables: ResourceTables,
  sessions: SessionTokens,
  token: string,
): Promise<Principal | undefined> {
  let adminId: number;
  let principal: Principal | undefined;
  if (sessions.cached) {
    // The session usually comes from the cache: only the account is read.
    const session = await sessions.resolve(token);
    if (!session) return undefined;
    adminId = session.adminId;
    principal = await loadPrincipal(tables, adminId);
  } else {
    // Every lookup goes to the database: the session and its account in one query.
    const accounts = tables.of('admin');
    const roleStore = tables.of('role');
    const found = await sessions.resolveWithAccount(token, accounts, rolesSelection(accounts, roleStore));
    if (!found) return undefined;
    adminId = found.session.adminId;
    const { account, roles } = splitAccountRoles(found.account, roleStore);
    principal = await principalOfAccount(tables, account, roles);
  }
  if (!principal) await sessions.revokeAllOf(adminId);
  return principal;
}

export function isDisabled(admin: Row): boolean {
  return admin.enabled === false;
}

export async function rolesOf(tables: FeatureTables, admin: Row): Promise<Row[]> {
  const ids = Array.isArray(admin.roleIds) ? admin.roleIds.filter((id): id is number => Number.isInteger(id)) : [];
  if (ids.length === 0) return [];
  return tables.of('role').findByIds(ids);
}

function permissionCodesOf(role: Row): string[] {
  const codes = role.permissionCodes;
  return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
}
