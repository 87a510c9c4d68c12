import type { FastifyBaseLogger } from 'fastify';
import type { ResourceServices } from '../../../crud/resource-services';
import type { FileStore } from '../../../files/file-store';
import type { GatewayConfig } from '../../../gateway-config';
import { deviceFace } from '../device-views';
import { readResult, recordFaceResult } from '../face-results';
import type { PhotoLinks } from '../photo-links';
import { syncPage } from '../site-sync';
import type { GatewayConnection } from './channel-hub';
import type { ConsoleFrame, GatewayFrame } from './channel-protocol';

export interface FrameContext {
  services: ResourceServices;
  settings: GatewayConfig;
  links: PhotoLinks;
  store: FileStore;
  log: FastifyBaseLogger;
}

const DEFAULT_PAGE = 100;

/**
 * The console's answer to one of a gateway's frames, the same work as the HTTP device
 * routes do: a sync answers a page of what changed at the site (as `GET /device/v1/sync`),
 * a result stores it and answers the face (as `POST /device/v1/faces/:id/result`): once
 * answered, the result is stored. A heartbeat is answered by nothing: the connection
 * noted when it came, and that is all it costs.
 */
export async function answerFrame(
  context: FrameContext,
  connection: GatewayConnection,
  frame: GatewayFrame,
): Promise<ConsoleFrame | undefined> {
  const { services, settings, links, store, log } = context;
  const siteId = connection.site.id;
  if (frame.type === 'sync') {
    const request = { siteId, cursor: frame.cursor, limit: frame.limit ?? DEFAULT_PAGE };
    const page = await syncPage(services.tables, links, settings.syncOverlapSeconds, request);
    return { type: 'page', ...withRef(frame.ref), ...page };
  }
  if (frame.type === 'result') {
    const result = readResult(frame);
    const face = await recordFaceResult(services, store, log, connection.site, frame.faceId, result);
    return { type: 'result', ...withRef(frame.ref), face: deviceFace(face, links) };
  }
  return undefined;
}

export function withRef(ref: string | undefined): { ref?: string } {
  return ref === undefined ? {} : { ref };
}
