import type { ResourceTables } from '../db/resource-tables';
import { seedEmailTemplates } from '../messaging/seed-email-templates';
import { requireSecondFactorOfSuperAdmin, seedAccounts } from './seed-accounts';
import { seedTactics } from './seed-tactics';
import { hasEnabledSuperAdmin, noSuperAdminNotice } from './super-admin-check';

/** What a fresh database needs to be usable; safe to run on every start. */
export async function seedDatabase(
  tables: ResourceTables,
  options: { adminPassword?: string; superAdminSecondFactor?: boolean; announce: (text: string) => void },
): Promise<void> {
  await seedAccounts(tables, options.adminPassword, options.announce);
  if (options.superAdminSecondFactor) await requireSecondFactorOfSuperAdmin(tables);
  if (tables.has('auto-detect-tactic')) await seedTactics(tables);
  await seedEmailTemplates(tables);
  if (!(await hasEnabledSuperAdmin(tables))) options.announce(noSuperAdminNotice());
}
