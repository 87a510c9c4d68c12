import { hashPassword } from '../../server/auth/password-hashing';
import type { TestServer } from './test-server';

export const OTHER_PASSWORD = 'Other#2024pw';

/**
 * An admin account holding exactly `permissionCodes` through a role of its own,
 * signed in. Accounts are created in the tables directly: creating them with a
 * password through the API belongs to the account flows.
 */
export async function createSignedInAccount(
  server: TestServer,
  accountName: string,
  permissionCodes: string[],
  options: { enabled?: boolean } = {},
): Promise<{ id: number; token: string | undefined }> {
  const { tables } = server.app.backend;
  const role = await tables.of('role').insert({ name: `role-of-${accountName}`, permissionCodes });
  const admin = await tables.of('admin').insert({
    accountName,
    name: accountName,
    surname: 'Test',
    countryCode: '+86',
    enabled: options.enabled ?? true,
    roleIds: [Number(role.id)],
    passwordHash: await hashPassword(OTHER_PASSWORD),
  });
  const token = options.enabled === false ? undefined : await server.signIn(accountName, OTHER_PASSWORD);
  return { id: Number(admin.id), token };
}
