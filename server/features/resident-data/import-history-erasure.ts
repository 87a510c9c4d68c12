import type { ImportRunFailures } from '../../../contract/site-import';
import type { ResourceServices } from '../../crud/resource-services';
import { ERASED_VALUE } from './personal-fields';

const RUNS = 'site-import-run';

/**
 * A deleted resident's person id in the failed rows its site's import history keeps (a row
 * whose face could not be made names the resident it made): masked, the failure kept.
 * Answers how many runs changed.
 */
export async function maskImportFailures(services: ResourceServices, siteId: number, personIds: readonly string[]) {
  if (!services.tables.has(RUNS) || personIds.length === 0) return 0;
  const runs = services.of(RUNS);
  let changed = 0;
  for (const run of await services.tables.of(RUNS).findWhere({ siteId })) {
    const failures = run.failedRows as ImportRunFailures | null;
    if (!failures?.items.some((item) => personIds.includes(item.personId))) continue;
    const items = failures.items.map((item) =>
      personIds.includes(item.personId) ? { ...item, personId: ERASED_VALUE } : item,
    );
    await runs.systemUpdate(run.id, { failedRows: { ...failures, items } }, { bookkeeping: true });
    changed += 1;
  }
  return changed;
}
