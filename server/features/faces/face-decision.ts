import type { StoredRows } from '../../../contract/generated/types';

type Face = StoredRows['face'];
type Site = StoredRows['site'];

/**
 * What the tactics said of a photo: passed, or every failure reason in the order the
 * tactics run (`brightness: 24.9 < 40`, `sharpness: 2.7 < 10`), the first also as `reason`.
 */
export type TacticOutcome = { passed: true } | { passed: false; reason: string; reasons: string[] };

/** The fields a decision sets on a face. */
export type FaceStatusFields = Pick<
  Partial<Face>,
  'status' | 'failureReason' | 'failureReasons' | 'registerFailedCount' | 'registerFailedDate' | 'manualDetectOpenTime'
>;

/** The site's part in the decision: its manual detection switch and its gateway. */
export type SiteForDecision = Pick<Site, 'manualDetection' | 'manualDetectionOpenedAt' | 'bound' | 'gatewayStartedAt'>;

/**
 * Where a face goes once its photo has been judged (docs/domain.md#face-states-and-transitions):
 * a failed tactic → register_failed (one more failed registration, every reason kept);
 * all passed → manual_detecting while the site's switch is on (unless a person just
 * passed it: `ignoreSwitch`), else device_not_started until the site has a started
 * gateway, else registering. Pure: the caller writes the fields through the face write path.
 */
export function statusAfterChecks(
  outcome: TacticOutcome,
  site: SiteForDecision,
  face: Pick<Partial<Face>, 'registerFailedCount'>,
  now: string,
  { ignoreSwitch = false }: { ignoreSwitch?: boolean } = {},
): FaceStatusFields {
  if (!outcome.passed) {
    return {
      status: 'register_failed',
      failureReason: outcome.reason,
      failureReasons: outcome.reasons,
      registerFailedCount: (face.registerFailedCount ?? 0) + 1,
      registerFailedDate: now,
    };
  }
  if (site.manualDetection && !ignoreSwitch) {
    return {
      status: 'manual_detecting',
      failureReason: null,
      failureReasons: null,
      manualDetectOpenTime: site.manualDetectionOpenedAt,
    };
  }
  const gatewayStarted = Boolean(site.bound && site.gatewayStartedAt);
  return { status: gatewayStarted ? 'registering' : 'device_not_started', failureReason: null, failureReasons: null };
}
