import { Code } from '../../../contract/errors';
import type { ResourceServices } from '../../crud/resource-services';
import { checkGrantable, codesOf, isSuperPrincipal, isSuperRole } from './role-grants';
import { refuseAccountWrite as refuse } from './write-refusals';

/**
 * The rules on every write of a role by an account: built-in roles are changed only
 * by a super admin, never deleted, never emptied of codes, and the role holding every
 * code keeps it; a role holding every code is deleted only by a super admin; nobody
 * gives a role a code they do not hold themselves.
 */
export function guardRoles(services: ResourceServices): void {
  services.on('role', 'beforeUpdate', ({ principal, before, values }) => {
    if (!principal || !before) return;
    if (before.builtIn === true && !isSuperPrincipal(principal))
      refuse(Code.FORBIDDEN, 'only a super admin changes a built-in role', 'builtIn');
    if (!Object.hasOwn(values, 'permissionCodes')) return;
    const next = codesOf(values);
    const held = new Set(codesOf(before));
    if (isSuperRole(before) && (next.length !== held.size || next.some((code) => !held.has(code))))
      refuse(Code.PROTECTED, 'a role holding every permission is built in and keeps it', 'permissionCodes');
    if (before.builtIn === true && next.length === 0)
      refuse(Code.PROTECTED, 'a built-in role is never emptied of its codes', 'permissionCodes');
    checkGrantable(
      principal,
      next.filter((code) => !held.has(code)),
      'permissionCodes',
    );
  });

  services.on('role', 'beforeDelete', ({ principal, before }) => {
    if (before?.builtIn === true) refuse(Code.PROTECTED, 'a built-in role cannot be deleted', 'builtIn');
    // A role holding every code makes its members super admins: only a super admin takes it away
    // (and never their own last one: the own-roles guard keeps role management).
    if (principal && isSuperRole(before) && !isSuperPrincipal(principal))
      refuse(Code.FORBIDDEN, 'only a super admin deletes a role holding every permission', 'id');
  });
}
