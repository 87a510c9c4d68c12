import { EVERY_PERMISSION } from '../auth/permission-codes';
import { rolesOf } from '../auth/principal';
import type { ResourceTables } from '../db/resource-tables';

/** The command that gives the seeded account a new password and the super-admin role back. */
export const ADMIN_RESET_COMMAND = 'npm run admin:reset';

/** Whether some enabled account still holds a role with every code: else nobody can manage the console. */
export async function hasEnabledSuperAdmin(tables: ResourceTables): Promise<boolean> {
  for (const admin of await tables.of('admin').findWhere({ enabled: true })) {
    const roles = await rolesOf(tables, admin);
    if (roles.some((role) => Array.isArray(role.permissionCodes) && role.permissionCodes.includes(EVERY_PERMISSION)))
      return true;
  }
  return false;
}

/** Said at start when no enabled super admin is left, so the operator knows the way back in. */
export function noSuperAdminNotice(): string {
  return [
    '',
    '  No enabled account holds the super-admin role: nobody can manage accounts and roles.',
    `  To recover, stop the server and run \`${ADMIN_RESET_COMMAND}\` on this machine (with the same`,
    '  DATA_DIR or DATABASE_URL): it gives the seeded account a new password, enables it and',
    '  gives it the super-admin role back.',
    '',
  ].join('\n');
}
