import { resources } from '../contract/generated/registry';
import { generatePassword, hashPassword } from './auth/password-hashing';
import { rolesOf } from './auth/principal';
import { SessionTokens } from './auth/session-tokens';
import { ConfigError, loadConfig } from './config';
import { ResourceServices } from './crud/resource-services';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrator';
import { ResourceTables } from './db/resource-tables';
import { seedDatabase } from './seed/seed';
import { FIRST_ACCOUNT_NAME, SUPER_ADMIN_ROLE } from './seed/seed-accounts';

/**
 * `npm run admin:reset [-- <account name>] [--clear-second-factor]`: the way back in when no
 * super admin is left. From the shell of the machine that holds the data (same DATA_DIR or
 * DATABASE_URL as the server), it gives the account (`admin` by default) a new
 * password (ADMIN_PASSWORD, else a generated one printed once), enables it, gives it
 * the built-in super-admin role back and ends its sessions. With `--clear-second-factor` it
 * also removes the account's authenticator app, recovery codes and passkeys (a lost phone).
 */
async function resetAdmin(accountName: string, clearSecondFactor: boolean): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database);
  try {
    await migrateToLatest(database);
    const tables = new ResourceTables(database, resources);
    await seedDatabase(tables, { adminPassword: config.adminPassword, announce: () => {} });
    const admin = await tables.of('admin').findOneWhere({ accountName });
    if (!admin) throw new Error(`there is no account named "${accountName}"`);
    const role = await tables.of('role').findOneWhere({ name: SUPER_ADMIN_ROLE });
    if (!role) throw new Error(`the built-in role ${SUPER_ADMIN_ROLE} is missing`);
    const password = config.adminPassword ?? generatePassword();
    // Roles deleted meanwhile leave ids behind; only those still there are kept.
    const kept = await rolesOf(tables, admin);
    const roleIds = [...new Set([...kept.map((held) => Number(held.id)), Number(role.id)])];
    const services = new ResourceServices(tables);
    if (clearSecondFactor) {
      await tables.of('admin-second-factor').deleteWhere({ adminId: Number(admin.id) });
      await tables.of('admin-passkey').deleteWhere({ adminId: Number(admin.id) });
    }
    await services.of('admin').systemUpdate(Number(admin.id), {
      enabled: true,
      roleIds,
      passwordHash: await hashPassword(password),
      ...(clearSecondFactor ? { secondFactor: false } : {}),
    });
    await new SessionTokens(tables.of('admin-session'), undefined).revokeAllOf(Number(admin.id));
    const shown =
      config.adminPassword === undefined ? `with the password (shown once):\n    ${password}` : 'with ADMIN_PASSWORD';
    const factor = clearSecondFactor ? ', has no second factor any more,' : '';
    process.stdout.write(
      `"${accountName}" is enabled, holds ${SUPER_ADMIN_ROLE} again${factor} and signs in ${shown}\n`,
    );
  } finally {
    await database.close();
  }
}

const CLEAR_SECOND_FACTOR = '--clear-second-factor';
const argumentsGiven = process.argv.slice(2);
const named = argumentsGiven.find((given) => !given.startsWith('--'));
resetAdmin(named ?? FIRST_ACCOUNT_NAME, argumentsGiven.includes(CLEAR_SECOND_FACTOR)).catch((error: unknown) => {
  const text = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`admin:reset failed: ${text}\n`);
  process.exit(1);
});
