import type { LastImport } from '../../../contract/home';
import type { Principal } from '../../auth/principal';
import { RowVisibility } from '../../crud/row-visibility';
import type { FeatureTables } from '../../db/resource-tables';

/**
 * The latest site import the account may see (its own sites' unless it holds
 * `all-sites`): one query on the (siteId, startedAt) index of the import history,
 * then the site's and the runner's names by id. Null when there has been none.
 */
export async function lastImport(tables: FeatureTables, principal: Principal): Promise<LastImport | null> {
  const runs = tables.of('site-import-run');
  const visible = new RowVisibility(tables);
  const stored = await runs.db
    .selectFrom(runs.table)
    .selectAll()
    .where((eb) => visible.condition(runs.resource, principal, eb) ?? eb.lit(true))
    .orderBy('startedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!stored) return null;
  const run = runs.decode(stored);
  const site = await tables.of('site').findById(Number(run.siteId));
  const admin = run.adminId === null ? undefined : await tables.of('admin').findById(Number(run.adminId));
  return {
    id: Number(run.id),
    siteId: Number(run.siteId),
    siteName: String(site?.name ?? ''),
    adminId: run.adminId === null ? null : Number(run.adminId),
    adminName: admin ? String(admin.accountName) : null,
    startedAt: String(run.startedAt),
    finishedAt: (run.finishedAt as string | null) ?? null,
    status: run.status,
    rowsTotal: Number(run.rowsTotal ?? 0),
    residentsCreated: Number(run.residentsCreated ?? 0),
    facesCreated: Number(run.facesCreated ?? 0),
    rowsFailed: Number(run.rowsFailed ?? 0),
  };
}
