import { Code } from '../../../contract/errors';
import type { Principal } from '../../auth/principal';
import type { SessionTokens } from '../../auth/session-tokens';
import type { ResourceServices } from '../../crud/resource-services';
import type { WriteContext } from '../../crud/write-hooks';
import type { Row } from '../../db/database';
import type { FeatureTables } from '../../db/resource-tables';
import { lockUntilTransactionEnds } from '../../db/transaction-lock';
import {
  checkGrantable,
  codesOf,
  isSuperPrincipal,
  isSuperRole,
  refuseAccountWrite as refuse,
  rolesWithIds,
} from '../roles';

/** Taken by every write that would leave an enabled super admin disabled, demoted or deleted. */
const SUPER_ADMINS_LOCK = 'enabled super admins';

/**
 * The rules that keep accounts safe, on every write of an admin row by an account
 * (generic routes and admin-list's own alike): nobody grants a role holding codes
 * they lack, nobody changes their own roles, only a super admin touches a super
 * admin, nobody deletes or disables themselves, and the last enabled super admin
 * stays. Disabled and deleted accounts lose their sessions once the write commits.
 */
export function guardAccounts(services: ResourceServices, sessions: SessionTokens): void {
  services.on('admin', 'beforeCreate', async ({ principal, values, tables }) => {
    if (!principal) return;
    checkGrantable(principal, (await rolesWithIds(tables, values.roleIds)).flatMap(codesOf), 'roleIds');
  });

  services.on('admin', 'beforeUpdate', async (context) => {
    const { principal, before, values, tables } = context;
    if (!principal || !before) return;
    await checkSuperAdminTouched(principal, before, tables);
    if (changes(context, 'roleIds')) {
      if (Number(before.id) === principal.adminId) refuse(Code.FORBIDDEN, 'nobody changes their own roles', 'roleIds');
      const held = new Set((before.roleIds as unknown[] | undefined) ?? []);
      const added = ((values.roleIds as unknown[] | undefined) ?? []).filter((id) => !held.has(id));
      checkGrantable(principal, (await rolesWithIds(tables, added)).flatMap(codesOf), 'roleIds');
      const staysSuper = (await rolesWithIds(tables, values.roleIds)).some(isSuperRole);
      if (!staysSuper) await checkNotLastSuperAdmin(before, tables, 'roleIds');
    }
    if (values.enabled === false && before.enabled !== false) {
      if (Number(before.id) === principal.adminId) refuse(Code.PROTECTED, 'nobody disables themselves', 'enabled');
      await checkNotLastSuperAdmin(before, tables, 'enabled');
    }
  });

  services.on('admin', 'beforeDelete', async ({ principal, before, tables }) => {
    if (!principal || !before) return;
    if (Number(before.id) === principal.adminId) refuse(Code.PROTECTED, 'nobody deletes themselves', 'id');
    await checkSuperAdminTouched(principal, before, tables);
    await checkNotLastSuperAdmin(before, tables, 'id');
  });

  services.on('admin', 'afterUpdate', ({ after, afterCommit }) => {
    if (after?.enabled === false)
      afterCommit(async () => {
        await sessions.revokeAllOf(Number(after.id));
      });
  });
  // The database deletes a deleted account's sessions with it; their cached lookups go once it commits.
  services.on('admin', 'beforeDelete', async ({ before, tables, afterCommit }) => {
    if (!before) return;
    const rows = await tables.of('admin-session').findWhere({ adminId: Number(before.id) });
    const hashes = rows.map((row) => row.tokenHash);
    afterCommit(() => sessions.forgetCached(hashes));
  });
}

function changes({ before, values }: WriteContext, field: string): boolean {
  return Object.hasOwn(values, field) && JSON.stringify(values[field]) !== JSON.stringify(before?.[field] ?? null);
}

async function isSuperAdmin(admin: Row, tables: FeatureTables): Promise<boolean> {
  return (await rolesWithIds(tables, admin.roleIds)).some(isSuperRole);
}

/** Only a super admin touches a super admin: every account write, and what else is done to an account (its sessions). */
export async function checkSuperAdminTouched(principal: Principal, admin: Row, tables: FeatureTables): Promise<void> {
  if (!isSuperPrincipal(principal) && (await isSuperAdmin(admin, tables)))
    refuse(Code.FORBIDDEN, 'only a super admin changes a super admin', 'id');
}

/**
 * Whether another enabled account keeps a role holding every code. The others are
 * read under a lock every such write takes (on PostgreSQL; SQLite runs one write at a
 * time), so two super admins disabling, demoting or deleting each other at once are
 * judged in turn: the second sees what the first did and is refused if it would
 * leave none.
 */
async function checkNotLastSuperAdmin(admin: Row, tables: FeatureTables, field: string): Promise<void> {
  if (admin.enabled === false || !(await isSuperAdmin(admin, tables))) return;
  await lockUntilTransactionEnds(tables, SUPER_ADMINS_LOCK);
  const others = (await tables.of('admin').findWhere({ enabled: true })).filter((row) => row.id !== admin.id);
  for (const other of others) if (await isSuperAdmin(other, tables)) return;
  refuse(Code.PROTECTED, 'the last enabled super admin stays a super admin, enabled', field);
}
