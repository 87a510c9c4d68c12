import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import { UPLOAD_KINDS, type UploadedFile, type UploadKind, uploadUrlOf } from '../../../contract/uploads';
import { principalOf } from '../../auth/route-permission';
import type { JsonSchema } from '../../crud/json-schema';
import { envelopeSchema, FAILURE_RESPONSES } from '../../crud/route-schemas';
import type { FeatureTables } from '../../db/resource-tables';
import { recordFileOwner } from '../../files/file-owners';
import type { FileStore } from '../../files/file-store';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import type { UploadConfig } from '../../upload-config';
import { checkUpload } from './check-upload';
import { receiveUpload } from './receive-upload';
import { UPLOAD_KIND_RULES } from './upload-kinds';

export const UPLOADS_TAG = 'Uploads';

const UPLOADED_FILE: JsonSchema = {
  type: 'object',
  properties: {
    url: { type: 'string', description: 'Where the console serves the file back' },
    path: { type: 'string', description: 'The key of the file in the store: <kind>/<stored name>' },
    size: { type: 'integer', description: 'Bytes' },
    type: { type: 'string', description: 'The media type found in the bytes' },
  },
  required: ['url', 'path', 'size', 'type'],
};

/**
 * POST /upload/<kind> (docs/domain.md#uploads): one multipart field `file`, streamed to a
 * scratch file, checked, then kept under a name the server makes, recorded as the
 * uploader's.
 */
export function registerUploadRoutes(
  app: FastifyInstance,
  store: FileStore,
  config: UploadConfig,
  tables: FeatureTables,
): void {
  for (const kind of UPLOAD_KINDS) {
    const rule = UPLOAD_KIND_RULES[kind];
    app.post(
      `/upload/${kind}`,
      {
        config: { permission: rule.permission },
        schema: {
          operationId: `upload${kind.charAt(0).toUpperCase()}${kind.slice(1)}`,
          summary: `Upload a ${kind} (multipart, one field "file", at most the setting upload.${kind}MaxMb)`,
          description: `Takes ${rule.accepts.join(', ')}, judged from the bytes. Needs any of: ${rule.permission.join(', ')}.`,
          tags: [UPLOADS_TAG],
          security: SIGNED_IN_SECURITY,
          consumes: ['multipart/form-data'],
          response: { 200: envelopeSchema(UPLOADED_FILE), ...FAILURE_RESPONSES },
        },
      },
      async (request) => ok(await storeUpload(kind, { store, config, tables }, request)),
    );
  }
}

async function storeUpload(
  kind: UploadKind,
  { store, config, tables }: { store: FileStore; config: UploadConfig; tables: FeatureTables },
  request: Parameters<typeof receiveUpload>[0],
): Promise<UploadedFile> {
  const received = await receiveUpload(request, store.scratchPath(), config.maxBytes[kind]);
  try {
    const type = await checkUpload(kind, received, config);
    const path = `${kind}/${randomBytes(16).toString('hex')}.${type.extension}`;
    await store.keep(received.scratchFile, path);
    try {
      await recordFileOwner(tables, path, principalOf(request).adminId);
    } catch (error) {
      await store.remove(path);
      throw error;
    }
    return { url: uploadUrlOf(path), path, size: received.size, type: type.mime };
  } finally {
    await rm(received.scratchFile, { force: true });
  }
}
