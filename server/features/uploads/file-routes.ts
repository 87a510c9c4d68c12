import type { FastifyInstance } from 'fastify';
import { Code } from '../../../contract/errors';
import { STORED_NAME_PATTERN, UPLOAD_KINDS, type UploadKind } from '../../../contract/uploads';
import type { Principal } from '../../auth/principal';
import { principalOf } from '../../auth/route-permission';
import { FAILURE_RESPONSES, fileAnswer } from '../../crud/route-schemas';
import type { FeatureTables } from '../../db/resource-tables';
import type { FileAccess } from '../../files/file-access';
import type { FileStore } from '../../files/file-store';
import { FILE_TYPES, type FileFamily, type FileType, typeOfStoredName } from '../../files/file-types';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { adminReader, facesOfStoredPhoto, PAGE_VIEW_PATTERN, type PhotoReadLog } from '../../photo-reads';
import { UPLOAD_KIND_RULES } from './upload-kinds';
import { UPLOADS_TAG } from './upload-routes';

/** A thumbnail names the page view it is drawn in, so that a face photo read through the store counts once per view. */
const FILE_QUERY = {
  type: 'object',
  properties: {
    view: {
      type: 'string',
      pattern: PAGE_VIEW_PATTERN,
      description: 'A thumbnail: the page view it is drawn in (a random id the browser makes per page)',
    },
  },
  additionalProperties: false,
};

const NAME_PARAMS = {
  type: 'object',
  properties: { name: { type: 'string', maxLength: 64 } },
  required: ['name'],
};

/** Shown in the page: media the browser plays itself. Anything else is a download. */
const INLINE_FAMILIES = new Set(['image', 'video', 'audio']);

/**
 * GET /upload/<kind>/<stored name>: a file back to a signed-in caller holding one of
 * the kind's codes who may read it (file-access.ts: an image follows the rows that
 * refer to it, else its uploader; 6059 otherwise, as for another account's row). Only
 * names the server makes are looked up, so no path can leave the store; the type is
 * the one found at upload, never sniffed by the browser, and the file can run nothing
 * (sandboxed, no sources allowed). A face's photo read so is recorded as a read of each
 * face the caller sees with it (`photoReads`): a thumbnail once per page view, else a preview.
 */
export function registerFileRoutes(
  app: FastifyInstance,
  store: FileStore,
  { tables, access, reads }: { tables: FeatureTables; access: FileAccess; reads: PhotoReadLog },
): void {
  for (const kind of UPLOAD_KINDS) {
    app.get(
      `/upload/${kind}/:name`,
      {
        config: { permission: UPLOAD_KIND_RULES[kind].permission },
        schema: {
          summary: `A stored ${kind}, as uploaded`,
          tags: [UPLOADS_TAG],
          security: SIGNED_IN_SECURITY,
          params: NAME_PARAMS,
          querystring: FILE_QUERY,
          response: {
            200: fileAnswer(`The ${kind}, with the type found at upload`, mediaTypesOf(kind)),
            ...FAILURE_RESPONSES,
          },
        },
      },
      async (request, reply) => {
        const { name } = request.params as { name: string };
        const type = STORED_NAME_PATTERN.test(name) ? typeOfStoredName(name) : undefined;
        const file = type ? await store.open(`${kind}/${name}`) : undefined;
        if (!type || !file) throw new ApiError(Code.NOT_FOUND, `no ${kind} named ${name}`);
        const principal = principalOf(request);
        if (!(await access.mayRead(tables, principal, `${kind}/${name}`))) {
          file.stream.destroy();
          throw new ApiError(Code.NOT_MINE, `the ${kind} ${name} is another account's`);
        }
        try {
          await recordFacePhotoReads(reads, tables, access, principal, `${kind}/${name}`, request.query);
        } catch (error) {
          file.stream.destroy();
          throw error;
        }
        return reply
          .headers({
            'content-type': contentTypeOf(type),
            'content-length': file.size,
            'content-disposition': `${INLINE_FAMILIES.has(type.family) ? 'inline' : 'attachment'}; filename="${name}"`,
            'content-security-policy': "default-src 'none'; sandbox",
            'cache-control': 'private, no-store',
          })
          .send(file.stream);
      },
    );
  }
}

/** Records the read of a stored file as a read of each face the caller sees with it as its photo. */
async function recordFacePhotoReads(
  reads: PhotoReadLog,
  tables: FeatureTables,
  access: FileAccess,
  principal: Principal,
  key: string,
  query: unknown,
): Promise<void> {
  const faces = await facesOfStoredPhoto(tables, access.visibility, principal, key);
  const { view } = query as { view?: string };
  const reader = adminReader(principal);
  if (!view) return reads.record(reader, 'preview', faces);
  for (const face of faces) await reads.recordThumbnail(reader, face, view);
}

/** The media types a stored file of `kind` is served with: those of the families its upload route takes. */
function mediaTypesOf(kind: UploadKind): string[] {
  const accepts: readonly FileFamily[] = UPLOAD_KIND_RULES[kind].accepts;
  const types = Object.values(FILE_TYPES).filter((type) => accepts.includes(type.family));
  return types.map(contentTypeOf);
}

function contentTypeOf(type: FileType): string {
  return type.family === 'text' ? `${type.mime}; charset=utf-8` : type.mime;
}
