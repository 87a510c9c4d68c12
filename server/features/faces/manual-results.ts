import { Code } from '../../../contract/errors';
import type { StoredRows } from '../../../contract/generated/types';
import type { Principal } from '../../auth/principal';
import type { ResourceServices } from '../../crud/resource-services';
import { ApiError } from '../../http/api-error';
import { statusAfterChecks } from './face-decision';

type Site = StoredRows['site'];
type Face = StoredRows['face'];

export type ManualResult = 'pass' | 'fail';

export interface ManualResultItem {
  id: number;
  version: number;
}

/** One face's answer: done (code 200) or refused with a catalogue code, the others going on regardless. */
export interface ManualResultOutcome {
  id: number;
  ok: boolean;
  code: number;
  msg?: string;
  status?: Face['status'];
  version?: number;
}

/**
 * A person's manual detection result for faces of one site (docs/domain.md#manual-detection). The
 * site must be the caller's (6059) with its switch on and open time set (6071), or
 * nothing is written. Then each face on its own, so one changed face does not undo
 * the others' results: it must be that site's (6072), waiting for a person (6074),
 * registered after the switch went on (6073), and at the version the person saw (6075).
 * Pass continues the lifecycle as if the tactics had passed, the switch ignored;
 * fail ends it as manual_failed with the person's reason.
 */
export async function giveManualResults(
  services: ResourceServices,
  principal: Principal,
  siteId: number,
  items: readonly ManualResultItem[],
  result: ManualResult,
  reason: string | undefined,
): Promise<ManualResultOutcome[]> {
  const site = await services.tables.of('site').findById(siteId);
  if (!site) throw new ApiError(Code.SITE_MISSING, `site ${siteId}`);
  const sites = services.of('site');
  if (!(await services.visibility.isVisible(sites.resource, principal, site, services.tables)))
    throw new ApiError(Code.NOT_MINE);
  if (!site.manualDetection || !site.manualDetectionOpenedAt) throw new ApiError(Code.MANUAL_SWITCH_OFF);
  const outcomes: ManualResultOutcome[] = [];
  for (const item of items) {
    try {
      const face = await services
        .of('face')
        .systemUpdate(item.id, await resultFields(services, site, item, result, reason), {
          principal,
          version: item.version,
        });
      outcomes.push({ id: item.id, ok: true, code: Code.OK, status: face.status, version: face.version });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      outcomes.push({ id: item.id, ok: false, code: error.code, msg: error.detail ?? error.message });
    }
  }
  return outcomes;
}

async function resultFields(
  services: ResourceServices,
  site: Site,
  item: ManualResultItem,
  result: ManualResult,
  reason: string | undefined,
): Promise<Partial<Face>> {
  const face = await services.tables.of('face').findById(item.id);
  if (!face) throw new ApiError(Code.NOT_FOUND, `face ${item.id}`);
  if (face.siteId !== site.id)
    throw new ApiError(Code.MANUAL_SITE_MISMATCH, `face ${item.id} is not of site ${site.id}`);
  if (face.status !== 'manual_detecting')
    throw new ApiError(Code.FACE_STATE_UNSUITABLE, `face ${item.id} is ${face.status}`);
  const opened = Date.parse(String(site.manualDetectionOpenedAt));
  if (!face.registerDate || Date.parse(face.registerDate) < opened) {
    throw new ApiError(
      Code.MANUAL_REGISTERED_BEFORE_SWITCH,
      `face ${item.id} was registered before the switch went on`,
    );
  }
  if (face.version !== item.version) throw new ApiError(Code.STALE, `face ${item.id} changed since it was loaded`);
  if (result === 'fail') return { status: 'manual_failed', failureReason: reason, manualDetectResult: 'fail' };
  const now = new Date().toISOString();
  return {
    ...statusAfterChecks({ passed: true }, site, face, now, { ignoreSwitch: true }),
    manualDetectResult: 'pass',
  };
}
