import type { FastifyBaseLogger } from 'fastify';
import type { ResourceServices } from '../../crud/resource-services';
import type { Row } from '../../db/database';
import type { FeatureTables } from '../../db/resource-tables';
import type { ApiLogErasure } from '../../logs/api-log-erasure';
import type { ApiRequestLog } from '../../logs/api-request-log';
import { maskRevisionFields } from '../history';
import { maskImportFailures } from './import-history-erasure';
import { PERSONAL_FIELDS } from './personal-fields';
import { REVISIONS, revisionsOf } from './revision-rows';

/** API log rows written this long before the resident's creation are still looked at (clocks of several nodes). */
const CLOCK_SLACK_MS = 60_000;

/**
 * Deleting a resident erases their personal data (docs/security.md#personal-data-what-is-kept-and-why):
 * once the delete has committed, the personal fields are masked in the revisions of the resident
 * and of its faces, and in the API log's bodies that carry them, leaving each row (that a record
 * existed, its id, site, times and actions). Its face photos leave the file store by the gateways
 * feature's hook on the same delete (resident-removals.ts). Reads of its photos stay, as the account of who
 * saw them. A failure is logged, never undoes the delete.
 */
export function eraseDeletedResidents(
  services: ResourceServices,
  apiLog: ApiRequestLog | undefined,
  log: FastifyBaseLogger,
): void {
  services.on('resident', 'beforeDelete', async (context) => {
    const resident = context.before;
    if (!resident) return;
    const faces = await context.tables.of('face').findWhere({ residentId: Number(resident.id) });
    const deleted = { resident, faceIds: faces.map((face) => face.id) };
    // The residents of one delete (a batch's too) are erased together once it has committed.
    const group = deletedBy.get(context.tables);
    if (group) {
      group.push(deleted);
      return;
    }
    deletedBy.set(context.tables, [deleted]);
    context.afterCommit(async () => {
      const residents = deletedBy.get(context.tables) ?? [];
      deletedBy.delete(context.tables);
      try {
        await eraseResidents(services, apiLog, residents);
      } catch (error) {
        const ids = residents.map((one) => one.resident.id);
        log.error({ err: error, residentIds: ids }, 'deleted residents’ personal data could not all be masked');
      }
    });
  });
}

/** A resident deleted, with the faces that went with it. */
interface DeletedResident {
  resident: Row;
  faceIds: number[];
}

/** The residents a delete's transaction has deleted so far, by the tables of that transaction. */
const deletedBy = new WeakMap<FeatureTables, DeletedResident[]>();

async function eraseResidents(
  services: ResourceServices,
  apiLog: ApiRequestLog | undefined,
  residents: readonly DeletedResident[],
): Promise<void> {
  const tables = services.tables;
  const erasures: ApiLogErasure[] = [];
  for (const { resident, faceIds } of residents) {
    const residentId = Number(resident.id);
    // The values it ever had (its revisions hold the earlier ones), before they are masked.
    const values = await knownValues(services, resident);
    if (tables.has(REVISIONS)) {
      await maskRevisionFields(tables, 'resident', [residentId], PERSONAL_FIELDS.resident);
      await maskRevisionFields(tables, 'face', faceIds, PERSONAL_FIELDS.face);
    }
    await maskImportFailures(services, Number(resident.siteId), values.personId ?? []);
    erasures.push({
      fields: PERSONAL_FIELDS.resident,
      paths: [`/api/${services.of('resident').resource.path}/${residentId}`],
      values,
      identities: identitiesOf(values),
      since: new Date(Date.parse(String(resident.createdAt)) - CLOCK_SLACK_MS).toISOString(),
    });
  }
  await apiLog?.erase(erasures);
}

/** Each personal field's values: the row's last ones and every one its revisions hold. */
async function knownValues(services: ResourceServices, resident: Row): Promise<Record<string, string[]>> {
  const values = new Map<string, Set<string>>(PERSONAL_FIELDS.resident.map((name) => [name, new Set()]));
  const add = (name: string, value: unknown) => {
    if (typeof value === 'string' && value !== '') values.get(name)?.add(value);
  };
  for (const name of PERSONAL_FIELDS.resident) add(name, resident[name]);
  for (const revision of await revisionsOf(services.tables, 'resident', [Number(resident.id)])) {
    const changes = (revision.changes ?? {}) as Record<string, { before?: unknown; after?: unknown } | undefined>;
    for (const name of PERSONAL_FIELDS.resident) {
      add(name, changes[name]?.before);
      add(name, changes[name]?.after);
    }
  }
  return Object.fromEntries([...values].map(([name, set]) => [name, [...set]]));
}

/** What tells a logged call is about the resident: one of its person ids, or a first and last name it had together. */
function identitiesOf(values: Record<string, string[]>): Record<string, string>[] {
  const byPerson = (values.personId ?? []).map((personId) => ({ personId }));
  const byName = (values.firstName ?? []).flatMap((firstName) =>
    (values.lastName ?? []).map((lastName) => ({ lastName, firstName })),
  );
  return [...byPerson, ...byName];
}
