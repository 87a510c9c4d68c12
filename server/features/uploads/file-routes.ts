import type { FastifyInstance } from 'fastify';
import { Code } from '../../../contract/errors';
import { STORED_NAME_PATTERN, UPLOAD_KINDS, type UploadKind } from '../../../contract/uploads';
import { principalOf } from '../../auth/route-permission';
import { FAILURE_RESPONSES, fileAnswer } from '../../crud/route-schemas';
import type { FeatureTables } from '../../db/resource-tables';
import type { FileAccess } from '../../files/file-access';
import type { FileStore } from '../../files/file-store';
import { FILE_TYPES, type FileFamily, type FileType, typeOfStoredName } from '../../files/file-types';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { UPLOAD_KIND_RULES } from './upload-kinds';
import { UPLOADS_TAG } from './upload-routes';

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
 * (sandboxed, no sources allowed).
 */
export function registerFileRoutes(
  app: FastifyInstance,
  store: FileStore,
  tables: FeatureTables,
  access: FileAccess,
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
        if (!(await access.mayRead(tables, principalOf(request), `${kind}/${name}`))) {
          file.stream.destroy();
          throw new ApiError(Code.NOT_MINE, `the ${kind} ${name} is another account's`);
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

/** The media types a stored file of `kind` is served with: those of the families its upload route takes. */
function mediaTypesOf(kind: UploadKind): string[] {
  const accepts: readonly FileFamily[] = UPLOAD_KIND_RULES[kind].accepts;
  const types = Object.values(FILE_TYPES).filter((type) => accepts.includes(type.family));
  return types.map(contentTypeOf);
}

function contentTypeOf(type: FileType): string {
  return type.family === 'text' ? `${type.mime}; charset=utf-8` : type.mime;
}
