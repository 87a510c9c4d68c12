import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import { principalOf } from '../../auth/route-permission';
import type { ResourceService } from '../../crud/resource-service';
import { envelopeSchema, FAILURE_RESPONSES, ID_PARAMS } from '../../crud/route-schemas';
import type { FeatureTables } from '../../db/resource-tables';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { PHOTO_READ_PAGE_SCHEMA, PHOTO_READ_QUERY, photoReadsOf } from '../../photo-reads';

/**
 * GET /api/faces/:id/photo-reads: who read the face's photo, when and how, newest first,
 * to whoever may see the face (its permission and its site's owner; 6059 for another's).
 */
export function registerPhotoReadsRoute(app: FastifyInstance, faces: ResourceService, tables: FeatureTables): void {
  const resource = faces.resource;
  app.get(
    `/api/${resource.path}/:id/photo-reads`,
    {
      config: { permission: resource.permission },
      schema: {
        operationId: 'listFacePhotoReads',
        summary: "Who read a face's photo, when and how (newest first)",
        tags: [resource.label.en],
        security: SIGNED_IN_SECURITY,
        params: ID_PARAMS,
        querystring: PHOTO_READ_QUERY,
        response: { 200: envelopeSchema(PHOTO_READ_PAGE_SCHEMA), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const face = await faces.get(principalOf(request), Number(id));
      const { page = 1, pageSize = 20 } = request.query as { page?: number; pageSize?: number };
      return ok(await photoReadsOf(tables, { faceIds: [Number(face.id)] }, { page, pageSize }));
    },
  );
}
