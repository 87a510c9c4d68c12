import type { ResourceDefinition } from '../../../contract/resource';
import { EVERY_PERMISSION, knownPermissionCodes } from '../../auth/permission-codes';
import type { Principal } from '../../auth/principal';
import { presentRow } from '../../crud/row-shape';
import type { Row } from '../../db/database';
import type { FeatureTables } from '../../db/resource-tables';

/** What the console reads after signing in (docs/architecture.md#the-http-contract: admin, roleList, perList). */
export interface LoginInfo {
  admin: Row;
  roleList: Row[];
  perList: { permissionCode: string }[];
  /** A role requires a second factor the account has not set up: the console opens only that setup. */
  secondFactorDue: boolean;
}

/**
 * The signed-in account without its secrets, its roles, and the distinct codes it
 * holds, with `*` spelled out as every code the console knows so that the client
 * needs no special case.
 */
export function loginInfoOf(
  principal: Principal,
  tables: FeatureTables,
  resources: readonly ResourceDefinition[],
): LoginInfo {
  const codes = principal.codes.has(EVERY_PERMISSION) ? knownPermissionCodes(resources) : [...principal.codes];
  return {
    admin: presentRow(tables.of('admin').resource, principal.admin),
    roleList: principal.roles.map((role) => presentRow(tables.of('role').resource, role)),
    perList: codes.map((permissionCode) => ({ permissionCode })),
    secondFactorDue: principal.secondFactorDue,
  };
}
