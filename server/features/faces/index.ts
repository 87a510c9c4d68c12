import { defineServerFeature } from '../../feature-host/server-feature';
import { FileAccess } from '../../files/file-access';
import { registerFaceLifecycle } from './face-lifecycle';
import { FacePhotoChecks } from './face-photo-checks';
import { registerFaceRoutes } from './face-routes';
import { registerPhotoReadsRoute } from './photo-reads-route';
import { registerPhotoRoute } from './photo-route';
import { registerTacticTrialRoute } from './tactic-trial-route';

/** What other features reuse: the decision and the checks. */
export { type FaceStatusFields, type SiteForDecision, statusAfterChecks, type TacticOutcome } from './face-decision';
export { decideFace } from './face-lifecycle';
export { FacePhotoChecks } from './face-photo-checks';

/**
 * Faces (route site-tabs): the lifecycle on the face write path (site from the
 * resident, tactics on the real pixels, then manual detection, the gateway), the
 * photo for those who may see the face (each read recorded) and who read it, retry of failed faces, and a person's manual
 * detection results. Checks run on the core's pool of worker threads (TACTIC_WORKERS).
 */
export default defineServerFeature({
  name: 'faces',
  register(app, { services, compile, files: store, photoChecks: pool, photoReads }) {
    if (!['face', 'site', 'resident', 'auto-detect-tactic'].every((name) => services.tables.has(name))) return;
    const checks = new FacePhotoChecks(pool, store);
    registerFaceLifecycle(services, checks);
    registerPhotoRoute(app, services.of('face'), store, photoReads);
    registerPhotoReadsRoute(app, services.of('face'), services.tables);
    registerFaceRoutes(app, services, checks, compile);
    registerTacticTrialRoute(app, services, checks, new FileAccess(services.visibility), compile);
  },
});
