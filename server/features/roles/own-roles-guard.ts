import { Code } from '../../../contract/errors';
import type { Label } from '../../../contract/resource';
import type { ResourceServices } from '../../crud/resource-services';
import type { WriteContext } from '../../crud/write-hooks';
import type { Row } from '../../db/database';
import type { FeatureTables } from '../../db/resource-tables';
import { codesOf, isSuperRole, rolesWithIds } from './role-grants';
import { refuseAccountWrite } from './write-refusals';

const LEFT_WITHOUT_ROLE: Label = {
  en: 'your account would be left without a role, and could not sign in any more',
  zh: '您的账号将没有任何角色，无法再登录',
};

const losesCode = (code: string): Label => ({
  en: `your account would lose ${code}, the permission to manage roles`,
  zh: `您的账号将失去管理角色的权限 ${code}`,
});

/**
 * Nobody locks themselves out through their own roles: an account deleting a role
 * (alone or in a batch, which is judged as a whole) or changing a role's codes is
 * refused (423) when, once that is done, its own roles would no longer give it the
 * code that manages roles (`role-list`, or `*`); left with no role at all it could not
 * even sign in. Other accounts' roles, and own roles whose loss leaves the account
 * that code, change as before.
 *
 * The account's row stays locked until the write ends (on PostgreSQL; SQLite runs one
 * write at a time), so two writes at once, each taking one of its roles, are judged
 * one after the other and the second sees what the first did.
 */
export function guardOwnRoles(services: ResourceServices): void {
  services.on('role', 'beforeDelete', (context) => checkKeepsRoleManagement(context, undefined, 'id'));

  services.on('role', 'beforeUpdate', async (context) => {
    const { before, values } = context;
    if (!before || !Object.hasOwn(values, 'permissionCodes')) return;
    await checkKeepsRoleManagement(context, { ...before, permissionCodes: values.permissionCodes }, 'permissionCodes');
  });
}

/** `after`: the role as the write leaves it, undefined when it goes. */
async function checkKeepsRoleManagement(
  { principal, resource, before, tables }: WriteContext,
  after: Row | undefined,
  field: string,
): Promise<void> {
  if (!principal || !before || !resource.permission) return;
  const written = Number(before.id);
  const held = await rolesWithIds(tables, (await lockedAccount(tables, principal.adminId))?.roleIds);
  if (!held.some((role) => Number(role.id) === written)) return;
  const kept = held.flatMap((role) => (Number(role.id) !== written ? [role] : after ? [after] : []));
  if (kept.length === 0) refuseAccountWrite(Code.PROTECTED, LEFT_WITHOUT_ROLE, field);
  const code = resource.permission;
  if (!kept.some((role) => isSuperRole(role) || codesOf(role).includes(code)))
    refuseAccountWrite(Code.PROTECTED, losesCode(code), field);
}

/** The account's row, locked until the write's transaction ends (PostgreSQL). */
async function lockedAccount(tables: FeatureTables, adminId: number): Promise<Row | undefined> {
  const accounts = tables.of('admin');
  const query = accounts.db.selectFrom(accounts.table).selectAll().where('id', '=', adminId);
  const row = await (accounts.database.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  return row ? accounts.decode(row) : undefined;
}
