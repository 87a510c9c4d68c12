import { DEFAULT_WEB_ROLE_CODES } from '../../contract/routes';
import { shippedText } from '../../contract/shipped-texts';
import { generatePassword, hashPassword } from '../auth/password-hashing';
import { EVERY_PERMISSION } from '../auth/permission-codes';
import type { ResourceTables } from '../db/resource-tables';
import { ensureRow } from './ensure-row';

export const SUPER_ADMIN_ROLE = 'super-admin';
export const DEFAULT_WEB_ROLE = 'web-default';
export const FIRST_ACCOUNT_NAME = 'admin';

/**
 * The built-in roles (created whenever missing: without the default web role,
 * registration and sign-in fail with 6054/6046) and, on the very first start, the
 * `admin` account. A generated password is printed once and never stored in clear.
 */
export async function seedAccounts(
  tables: ResourceTables,
  adminPassword: string | undefined,
  announce: (text: string) => void,
): Promise<void> {
  const roles = tables.of('role');
  const superAdmin = await ensureRow(
    roles,
    { name: SUPER_ADMIN_ROLE },
    {
      name: SUPER_ADMIN_ROLE,
      description: shippedText('role.super-admin.description'),
      permissionCodes: [EVERY_PERMISSION],
      builtIn: true,
    },
  );
  await ensureRow(
    roles,
    { name: DEFAULT_WEB_ROLE },
    {
      name: DEFAULT_WEB_ROLE,
      description: shippedText('role.web-default.description'),
      permissionCodes: DEFAULT_WEB_ROLE_CODES,
      builtIn: true,
    },
  );

  // Only a database without accounts gets one: an operator who renamed or removed `admin` keeps it that way.
  const admins = tables.of('admin');
  if ((await admins.findWhere({}, 1)).length > 0) return;
  const password = adminPassword ?? generatePassword();
  const { created } = await ensureRow(
    admins,
    { accountName: FIRST_ACCOUNT_NAME },
    {
      accountName: FIRST_ACCOUNT_NAME,
      name: 'Admin',
      surname: 'System',
      countryCode: '+86',
      enabled: true,
      roleIds: [Number(superAdmin.row.id)],
      loginCount: 0,
      passwordHash: await hashPassword(password),
    },
  );
  if (created && adminPassword === undefined) {
    announce(
      [
        '',
        '  First start: created the account "admin" with this password (shown once, not stored):',
        `      ${password}`,
        '  Set ADMIN_PASSWORD before the first start to choose it instead.',
        '',
      ].join('\n'),
    );
  }
}

/**
 * `REQUIRE_SECOND_FACTOR_FOR_SUPER_ADMIN=true`: the built-in super-admin role requires a second
 * factor of the accounts holding it. Turning the variable off later leaves the role as it is
 * (its "Requires a second factor" box is then the admins' to clear).
 */
export async function requireSecondFactorOfSuperAdmin(tables: ResourceTables): Promise<void> {
  const roles = tables.of('role');
  const role = await roles.findOneWhere({ name: SUPER_ADMIN_ROLE });
  if (role && role.requireSecondFactor !== true) await roles.touch(Number(role.id), { requireSecondFactor: true });
}
