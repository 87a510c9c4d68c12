import type { ResourceRecords } from '../../../contract/generated/types';
import { getResource } from '../../../contract/registry';
import type { FeatureTables } from '../../db/resource-tables';

export type FaceStatus = NonNullable<ResourceRecords['face']['status']>;

/** The face statuses of the schema, in the order the lifecycle meets them (docs/domain.md#face-states-and-transitions). */
export const FACE_STATUSES: readonly FaceStatus[] = (
  getResource('face')?.fields.find((field) => field.name === 'status')?.options ?? []
).map((option) => option.value as FaceStatus);

export interface SiteSummary {
  siteId: number;
  residents: number;
  faces: { total: number; byStatus: Record<FaceStatus, number> };
}

/**
 * How many residents a site has and how many of its faces stand in each status: two
 * counting queries (the face count grouped by status runs on the (siteId, status) index).
 */
export async function summariseSite(tables: FeatureTables, siteId: number): Promise<SiteSummary> {
  const residents = tables.of('resident');
  const faces = tables.of('face');
  const residentCount = await residents.db
    .selectFrom(residents.table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('siteId', '=', siteId)
    .executeTakeFirstOrThrow();
  const faceCounts = await faces.db
    .selectFrom(faces.table)
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .where('siteId', '=', siteId)
    .groupBy('status')
    .execute();

  const byStatus = Object.fromEntries(FACE_STATUSES.map((status) => [status, 0])) as Record<FaceStatus, number>;
  let total = 0;
  for (const row of faceCounts as { status: unknown; count: number | string }[]) {
    const count = Number(row.count);
    total += count;
    if ((FACE_STATUSES as readonly unknown[]).includes(row.status)) byStatus[row.status as FaceStatus] = count;
  }
  return { siteId, residents: Number(residentCount.count), faces: { total, byStatus } };
}
