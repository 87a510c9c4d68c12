import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../../server/auth/password-hashing';

/**
 * An admin account that holds exactly `permissionCodes` through a role of its own.
 * It is written to the tables directly: creating accounts with a password through
 * the console belongs to the account flows.
 */
export async function createLimitedAccount(
  app: FastifyInstance,
  accountName: string,
  password: string,
  permissionCodes: string[],
): Promise<number> {
  const { tables } = app.backend;
  const role = await tables.of('role').insert({ name: `role of ${accountName}`, permissionCodes });
  const admin = await tables.of('admin').insert({
    accountName,
    name: accountName,
    surname: 'Limited',
    countryCode: '+86',
    enabled: true,
    roleIds: [Number(role.id)],
    passwordHash: await hashPassword(password),
  });
  return Number(admin.id);
}
