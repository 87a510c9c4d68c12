import type { FastifyInstance } from 'fastify';
import { Code } from '../../../contract/errors';
import { principalOf } from '../../auth/route-permission';
import type { ResourceService } from '../../crud/resource-service';
import { FAILURE_RESPONSES, ID_PARAMS } from '../../crud/route-schemas';
import type { FileStore } from '../../files/file-store';
import { FILE_TYPES } from '../../files/file-types';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { adminReader, PAGE_VIEW_PATTERN, type PhotoReadLog } from '../../photo-reads';

/** The message of a photo the console no longer has; the screens say it in the admin's language. */
export const PHOTO_MISSING = 'face photo missing';

/** The query of the photo route: a thumbnail names the page view it is drawn in. */
const PHOTO_QUERY = {
  type: 'object',
  properties: {
    view: {
      type: 'string',
      pattern: PAGE_VIEW_PATTERN,
      description:
        'A thumbnail: the page view it is drawn in (a random id the browser makes per page); counted once per view. Without it, a preview',
    },
  },
  additionalProperties: false,
};

/**
 * GET /api/faces/:id/photo: the face's photo, to whoever may see the face (site-tabs
 * and the site's owner). A registered face's photo is purged once its door panel
 * holds it (a registered face cannot be previewed: docs/domain.md#face-states-and-transitions), and a photo gone from the store
 * is missing too: both are 404 "face photo missing", never a 500. Each read is recorded
 * (`photoReads`) before the bytes go out: a preview each time, a thumbnail once per page view.
 */
export function registerPhotoRoute(
  app: FastifyInstance,
  faces: ResourceService,
  store: FileStore,
  reads: PhotoReadLog,
): void {
  const resource = faces.resource;
  app.get(
    `/api/${resource.path}/:id/photo`,
    {
      config: { permission: resource.permission },
      schema: {
        summary: "A face's photo (404 once purged after registration, or when missing)",
        tags: [resource.label.en],
        security: SIGNED_IN_SECURITY,
        params: ID_PARAMS,
        querystring: PHOTO_QUERY,
        response: {
          200: {
            description: 'The photo, as uploaded',
            content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
          },
          ...FAILURE_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const id = Number((request.params as { id: number }).id);
      const principal = principalOf(request);
      const face = await faces.get(principal, id);
      if (face.status === 'register_success') {
        throw new ApiError(Code.NOT_FOUND, `${PHOTO_MISSING}: removed once the door panel registered it`);
      }
      const key = typeof face.facePath === 'string' ? face.facePath : '';
      const type = imageTypeOf(key);
      const file = type ? await store.open(key) : undefined;
      if (!type || !file) throw new ApiError(Code.NOT_FOUND, PHOTO_MISSING);
      const { view } = request.query as { view?: string };
      const read = { id, residentId: Number(face.residentId), siteId: Number(face.siteId) };
      try {
        if (view) await reads.recordThumbnail(adminReader(principal), read, view);
        else await reads.record(adminReader(principal), 'preview', [read]);
      } catch (error) {
        file.stream.destroy();
        throw error;
      }
      return reply
        .headers({
          'content-type': type.mime,
          'content-length': file.size,
          'content-disposition': `inline; filename="face-${id}.${type.extension}"`,
          'content-security-policy': "default-src 'none'; sandbox",
          'cache-control': 'private, no-store',
        })
        .send(file.stream);
    },
  );
}

function imageTypeOf(key: string) {
  const extension = key.split('.').pop();
  return Object.values(FILE_TYPES).find((type) => type.family === 'image' && type.extension === extension);
}
