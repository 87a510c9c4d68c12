import { Code } from '../../../contract/errors';
import type { ResourceServices } from '../../crud/resource-services';
import { gatewayActor } from '../../crud/write-options';
import type { FeatureTables } from '../../db/resource-tables';
import { ApiError } from '../../http/api-error';
import type { GatewaySite } from './gateway-auth';
import { type PersonValues, readResidentSync, type SyncedResident } from './resident-sync-input';

type Outcome = 'created' | 'updated' | 'unchanged';

export interface ResidentSyncAnswer {
  siteId: number;
  created: number;
  updated: number;
  unchanged: number;
  residents: { id: number; personId: string; version: number; outcome: Outcome }[];
}

/**
 * Residents sent by a gateway, written for its own site only (6070 no such site,
 * 6064 another site) through the resident write path, all in one transaction or none
 * (a refusal names its row): each matched by id when given (6023 when that resident
 * is not the site's), else by person id, created when new, updated when it differs,
 * and left alone, version and all, when it does not, so the same body twice changes
 * nothing the second time.
 */
export async function syncResidents(
  services: ResourceServices,
  gateway: GatewaySite,
  body: unknown,
): Promise<ResidentSyncAnswer> {
  const { siteId, residents } = readResidentSync(body);
  const site = await services.tables.of('site').findById(siteId);
  if (!site) throw new ApiError(Code.SITE_MISSING_OR_UNBOUND, `site ${siteId}`);
  if (site.id !== gateway.id) throw new ApiError(Code.SITE_NOT_BOUND_LOCAL, `site ${siteId} is not this gateway's`);
  return services.tables.inTransaction(async (tables) => {
    const answer: ResidentSyncAnswer = { siteId, created: 0, updated: 0, unchanged: 0, residents: [] };
    for (const [row, resident] of residents.entries()) {
      try {
        const written = await writeResident(services, tables, siteId, resident);
        answer[written.outcome] += 1;
        answer.residents.push(written);
      } catch (error) {
        throw error instanceof ApiError ? error.inRow(row) : error;
      }
    }
    return answer;
  });
}

async function writeResident(
  services: ResourceServices,
  tables: FeatureTables,
  siteId: number,
  resident: SyncedResident,
): Promise<ResidentSyncAnswer['residents'][number]> {
  const store = tables.of('resident');
  const existing =
    resident.id === undefined
      ? await store.findOneWhere({ siteId, personId: resident.personId })
      : await store.findById(resident.id);
  if (resident.id !== undefined && existing?.siteId !== siteId) {
    throw ApiError.ofFields(Code.SYNC_SITE_OR_RESIDENT_ABSENT, `resident ${resident.id} of site ${siteId}`, [
      { field: 'id', rule: 'references' },
    ]);
  }
  const residents = services.of('resident');
  const { personId } = resident;
  if (!existing) {
    const created = await residents.systemCreate(
      { ...resident.values, siteId },
      { tables, actor: gatewayActor(siteId) },
    );
    return { id: created.id, personId, version: created.version, outcome: 'created' };
  }
  if (!differs(existing, resident.values)) {
    return { id: existing.id, personId, version: existing.version, outcome: 'unchanged' };
  }
  const updated = await residents.systemUpdate(existing.id, resident.values, {
    tables,
    version: existing.version,
    actor: gatewayActor(siteId),
  });
  return { id: updated.id, personId, version: updated.version, outcome: 'updated' };
}

function differs(stored: Record<string, unknown>, values: PersonValues): boolean {
  return Object.entries(values).some(([name, value]) => (stored[name] ?? null) !== (value ?? null));
}
