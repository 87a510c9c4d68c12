import { Code } from '../../../contract/errors';
import type { StoredRows } from '../../../contract/generated/types';
import type { ResourceServices } from '../../crud/resource-services';
import type { WriteContext } from '../../crud/write-hooks';
import type { FeatureTables } from '../../db/resource-tables';
import { ApiError } from '../../http/api-error';
import { type FaceStatusFields, statusAfterChecks } from './face-decision';
import type { FacePhotoChecks } from './face-photo-checks';

type Face = StoredRows['face'];
type Site = StoredRows['site'];

/** A face's site, read in the write's transaction; 6023 when it is gone. */
export async function siteOfFace(tables: FeatureTables, siteId: unknown): Promise<Site> {
  const site = (await tables.referencedRow('site', Number(siteId))) as Site | undefined;
  if (!site)
    throw ApiError.ofFields(Code.SYNC_SITE_OR_RESIDENT_ABSENT, `site ${String(siteId)}`, [
      { field: 'siteId', rule: 'references' },
    ]);
  return site;
}

/**
 * The decision from the top (docs/domain.md#face-states-and-transitions): the enabled tactics on the photo, then the
 * site's switch and gateway. A new registration: its date is now.
 */
export async function decideFace(
  tables: FeatureTables,
  checks: FacePhotoChecks,
  face: Pick<Partial<Face>, 'faceUrl' | 'siteId' | 'registerFailedCount'>,
): Promise<FaceStatusFields & { registerDate: string }> {
  const outcome = await checks.outcomeOf(tables, face.faceUrl);
  const site = await siteOfFace(tables, face.siteId);
  const now = new Date().toISOString();
  return { registerDate: now, ...statusAfterChecks(outcome, site, face, now) };
}

/**
 * The face write path decides the lifecycle, whoever writes: a face created (the form,
 * the site import, any `services.of('face').create`) takes its site from its resident
 * and its status from the decision; a client's new photo starts it again. Trusted
 * code that sets a status itself (the gateways' results) is left to it.
 */
export function registerFaceLifecycle(services: ResourceServices, checks: FacePhotoChecks): void {
  // The photo is judged before the write's transaction opens; the hooks below take the verdict.
  services.beforeTransaction('face', async (input, tables) => {
    // A photo that cannot be judged is refused by the write itself, with the input's other faults.
    if (input.faceUrl !== undefined) await checks.prepare(tables, input.faceUrl).catch(() => {});
  });
  services.on('face', 'beforeCreate', async (context) => {
    const { values } = context;
    await takeSiteOfResident(context);
    if (context.system && values.status !== undefined) return;
    Object.assign(values, await decideFace(context.tables, checks, { ...values, registerFailedCount: 0 }));
  });

  services.on('face', 'beforeUpdate', async (context) => {
    const { values, before } = context;
    if (context.system || values.faceUrl === undefined || values.faceUrl === before?.faceUrl) return;
    Object.assign(values, await decideFace(context.tables, checks, { ...before, ...values }));
  });
  // Whoever sets a face's one reason (a gateway's result, a manual fail) sets its list with it.
  for (const event of ['beforeCreate', 'beforeUpdate'] as const) {
    services.on('face', event, async ({ values }) => {
      if (!('failureReason' in values) || 'failureReasons' in values) return;
      values.failureReasons = typeof values.failureReason === 'string' ? [values.failureReason] : null;
    });
  }
}

/** The site is the resident's; one sent that differs was refused by the reference checks already. */
async function takeSiteOfResident({ values, tables }: WriteContext): Promise<void> {
  const resident = await tables.referencedRow('resident', Number(values.residentId));
  if (!resident) {
    throw ApiError.ofFields(Code.SYNC_SITE_OR_RESIDENT_ABSENT, `resident ${String(values.residentId)}`, [
      { field: 'residentId', rule: 'references' },
    ]);
  }
  values.siteId = resident.siteId;
}
