import type { Principal } from '../../auth/principal';
import type { WriteOptions } from '../../crud/resource-service';
import type { ResourceServices } from '../../crud/resource-services';
import type { Row } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { type PlannedResident, residentAction } from './import-plan';
import type { RowOutcome } from './import-state';

/** A row written (or found unchanged), with the resident's id for its face. */
export interface WrittenRow {
  outcome: RowOutcome;
  residentId?: number;
}

/**
 * Writes one batch of rows through the resident write path, in one transaction:
 * new residents with `createMany`, changed ones with `update` at the version just
 * read, unchanged ones not at all. The site's residents are read again first, so a
 * resident added since the preview is updated rather than refused, and a second run
 * of the same file finds everything unchanged. When the database or a hook refuses
 * a row, the batch is rolled back and written row by row, so only that row is refused.
 */
export async function writeResidentBatch(
  services: ResourceServices,
  principal: Principal,
  siteId: number,
  batch: readonly PlannedResident[],
  existing: Map<string, Row>,
): Promise<WrittenRow[]> {
  try {
    return await services.tables.inTransaction((tables) =>
      writeRows(services, principal, siteId, batch, existing, { tables }),
    );
  } catch (error) {
    if (!(error instanceof ApiError) || batch.length === 1) throw error;
    const written: WrittenRow[] = [];
    for (const resident of batch) {
      try {
        written.push(...(await writeRows(services, principal, siteId, [resident], existing, {})));
      } catch (refusal) {
        if (!(refusal instanceof ApiError)) throw refusal;
        written.push({ outcome: refusedOutcome(resident, refusal) });
      }
    }
    return written;
  }
}

async function writeRows(
  services: ResourceServices,
  principal: Principal,
  siteId: number,
  batch: readonly PlannedResident[],
  existing: Map<string, Row>,
  options: WriteOptions,
): Promise<WrittenRow[]> {
  const residents = services.of('resident');
  const written: WrittenRow[] = [];
  const creates = batch.filter(
    (resident) => residentAction(existing.get(resident.personId), resident.values) === 'create',
  );
  const created = await residents.createMany(
    principal,
    creates.map((resident) => ({ siteId, ...withoutBlanks(resident.values) })),
    options,
  );
  const idOfCreated = new Map(creates.map((resident, index) => [resident.row, Number(created[index].id)]));
  for (const resident of batch) {
    const before = existing.get(resident.personId);
    const action = residentAction(before, resident.values);
    const base = { row: resident.row, personId: resident.personId };
    if (action === 'create') {
      written.push({ outcome: { ...base, outcome: 'created' }, residentId: idOfCreated.get(resident.row) });
    } else if (action === 'update' && before) {
      await residents.update(principal, Number(before.id), { ...resident.values, version: before.version }, options);
      written.push({ outcome: { ...base, outcome: 'updated' }, residentId: Number(before.id) });
    } else {
      written.push({ outcome: { ...base, outcome: 'unchanged' }, residentId: Number(before?.id) });
    }
  }
  return written;
}

function withoutBlanks(values: PlannedResident['values']): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (value !== null) kept[name] = value;
  return kept;
}

function refusedOutcome(resident: PlannedResident, refusal: ApiError): RowOutcome {
  const data = refusal.data as { field?: string; rule?: string } | null;
  const failure = {
    field: data?.field ?? 'row',
    code: refusal.code,
    rule: data?.rule ?? 'write',
    detail: refusal.detail ?? refusal.message,
  };
  return { row: resident.row, personId: resident.personId, outcome: 'refused', failures: [failure] };
}
