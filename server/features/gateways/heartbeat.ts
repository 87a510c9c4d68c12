import { Code } from '../../../contract/errors';
import type { ResourceServices } from '../../crud/resource-services';
import { gatewayActor } from '../../crud/write-options';
import { ApiError } from '../../http/api-error';
import type { GatewaySite } from './gateway-auth';

/** Faces moved to `registering` by one heartbeat at most; the rest move with the next ones. */
const FACES_PER_HEARTBEAT = 500;

export interface HeartbeatOutcome {
  /** When the site's gateway first started (this heartbeat, for a gateway that had not). */
  startedAt: string;
  /** Faces of the site that waited for the gateway and are now its to register. */
  released: number;
}

/**
 * A heartbeat: the site's gateway is started (the first time, `gatewayStartedAt`) and
 * online now. Faces that waited for it (`device_not_started`) become `registering`,
 * each through the face write path and only if nobody changed it meanwhile. Every
 * heartbeat looks for such faces, not only the first, so a face created while the
 * gateway was starting is not left waiting. A channel's opening says so in `link`
 * (`gatewayChannel`); an HTTP heartbeat leaves it as it is.
 */
export async function recordHeartbeat(
  services: ResourceServices,
  site: GatewaySite,
  link: { gatewayChannel?: boolean } = {},
): Promise<HeartbeatOutcome> {
  const now = new Date().toISOString();
  const startedAt = site.gatewayStartedAt ?? now;
  // Bookkeeping: an admin editing the site meanwhile gets no needless 6075.
  await services
    .of('site')
    .systemUpdate(
      site.id,
      { gatewayOnline: true, lastHeartbeatAt: now, gatewayStartedAt: startedAt, ...link },
      { bookkeeping: true, actor: gatewayActor(site.id) },
    );
  const released = await releaseWaitingFaces(services, site.id);
  return { startedAt, released };
}

/**
 * The site's faces that waited for its gateway (`device_not_started`) become `registering`,
 * each through the face write path and only if nobody changed it meanwhile; at most
 * FACES_PER_HEARTBEAT at a time. Answers how many moved.
 */
export async function releaseWaitingFaces(services: ResourceServices, siteId: number): Promise<number> {
  const faces = services.of('face');
  const waiting = await services.tables
    .of('face')
    .findWhere({ siteId, status: 'device_not_started' }, FACES_PER_HEARTBEAT);
  let released = 0;
  for (const face of waiting) {
    try {
      await faces.systemUpdate(
        face.id,
        { status: 'registering' },
        { version: face.version, actor: gatewayActor(siteId) },
      );
      released += 1;
    } catch (error) {
      // Changed or deleted since it was read: whatever it is now, it is no longer ours to release.
      if (!(error instanceof ApiError && (error.code === Code.STALE || error.code === Code.NOT_FOUND))) throw error;
    }
  }
  return released;
}
