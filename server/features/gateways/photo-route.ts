import type { FastifyInstance } from 'fastify';
import { Code } from '../../../contract/errors';
import { FAILURE_RESPONSES, fileAnswer } from '../../crud/route-schemas';
import type { FeatureTables } from '../../db/resource-tables';
import type { FileStore } from '../../files/file-store';
import { typeOfStoredName } from '../../files/file-types';
import { ApiError } from '../../http/api-error';
import { gatewayReader, type PhotoReadLog } from '../../photo-reads';
import { DEVICE_PREFIX, DEVICE_TAG } from './device-schemas';
import type { PhotoLinkQuery, PhotoLinks } from './photo-links';

/**
 * GET /device/v1/faces/:id/photo?expires=…&signature=…: a face photo for the door
 * panel that registers it, opened by the signed link a sync handed its gateway (no
 * credential needed, so a panel may fetch it itself). Without a valid signature it is
 * 401 and nothing is said of the face; an expired link is 403. Each fetch is recorded as a
 * read by the gateway of the face's site (`photoReads`) before the bytes go out.
 */
export function registerPhotoRoute(
  app: FastifyInstance,
  tables: FeatureTables,
  links: PhotoLinks,
  store: FileStore,
  reads: PhotoReadLog,
): void {
  app.get(
    `${DEVICE_PREFIX}/faces/:id/photo`,
    {
      config: { permission: 'public' },
      schema: {
        operationId: 'getGatewayFacePhoto',
        summary: 'A registering face’s photo, through the signed link a sync gave the gateway',
        tags: [DEVICE_TAG],
        security: [],
        params: {
          type: 'object',
          properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
          required: ['id'],
        },
        // Not required here, so that a link without them is answered 401 like a forged one.
        querystring: {
          type: 'object',
          properties: {
            expires: { type: 'string', maxLength: 20, description: 'Unix seconds the link works until' },
            signature: { type: 'string', maxLength: 100, description: 'The console’s signature of the link' },
          },
          additionalProperties: false,
        },
        response: {
          200: fileAnswer('The photo, with the image type found when it was uploaded', ['image/*']),
          ...FAILURE_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      links.check(id, request.query as PhotoLinkQuery);
      const face = await tables.of('face').findById(id);
      // A valid link names the face, and so the site whose device traffic the download is.
      if (face?.siteId) request.deviceSiteId = face.siteId;
      const key = face?.facePath ?? undefined;
      const type = key ? typeOfStoredName(key) : undefined;
      const file = key && type?.family === 'image' ? await store.open(key) : undefined;
      if (!face || !type || !file) throw new ApiError(Code.NOT_FOUND, `face ${id} has no photo in the console`);
      try {
        const siteId = Number(face.siteId);
        const site = await tables.of('site').findById(siteId);
        const read = { id, residentId: face.residentId, siteId };
        await reads.record(gatewayReader({ ...site, id: siteId }), 'gateway-link', [read]);
      } catch (error) {
        file.stream.destroy();
        throw error;
      }
      return reply
        .headers({
          'content-type': type.mime,
          'content-length': file.size,
          'content-security-policy': "default-src 'none'; sandbox",
          'cache-control': 'private, no-store',
        })
        .send(file.stream);
    },
  );
}
