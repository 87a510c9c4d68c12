import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { Code } from '../../../contract/errors';
import type { FileStore } from '../../files/file-store';
import { ApiError } from '../../http/api-error';
import { describeBytes } from '../uploads';
import type { ImportLimits } from './import-limits';

/** The parts of a preview request, files written to scratch files of this node. */
export interface ImportParts {
  siteId?: string;
  /** The filled sheet (.xlsx), or one zip holding the sheet and the photos. */
  sheet?: string;
  /** The photos zip, or one zip holding both. */
  photos?: string;
  /** Every scratch file written, to remove when the preview ends. */
  scratchFiles: string[];
}

const FILE_FIELDS = ['sheet', 'photos'] as const;
type FileField = (typeof FILE_FIELDS)[number];

/**
 * Streams a multipart preview request to scratch files: `siteId` (a field), `sheet`
 * and `photos` (files). Each file is cut off at its cap as it streams (413, its copy
 * deleted); any other part is a mistake worth naming (400).
 */
export async function receiveImportParts(
  request: FastifyRequest,
  store: FileStore,
  limits: ImportLimits,
): Promise<ImportParts> {
  if (!request.isMultipart()) {
    throw new ApiError(Code.BAD_REQUEST, 'send multipart/form-data with siteId, sheet and photos');
  }
  const received: ImportParts = { scratchFiles: [] };
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxArchiveBytes, files: 2, fields: 4, fieldSize: 100, parts: 6 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'siteId') throw new ApiError(Code.BAD_REQUEST, `unknown field "${part.fieldname}"`);
        received.siteId = String(part.value ?? '');
        continue;
      }
      const field = FILE_FIELDS.find((name) => name === part.fieldname);
      if (!field || received[field]) {
        part.file.resume();
        throw new ApiError(Code.BAD_REQUEST, `files come in the fields "sheet" and "photos", once each`);
      }
      const scratch = store.scratchPath();
      received.scratchFiles.push(scratch);
      // Either field may carry the one zip holding both; the sheet's own cap is checked once it is known to be one.
      const max = limits.maxArchiveBytes;
      await pipeline(part.file, byteCap(max, field), createWriteStream(scratch, { flags: 'wx' }));
      if (part.file.truncated) throw tooLarge(field, max);
      received[field] = scratch;
    }
    return received;
  } catch (error) {
    await removeScratch(received);
    throw error;
  }
}

export async function removeScratch(parts: Pick<ImportParts, 'scratchFiles'>): Promise<void> {
  await Promise.all(parts.scratchFiles.map((file) => rm(file, { force: true })));
}

/** Fails the stream as soon as more than `max` bytes have passed, so a big file is not written out first. */
function byteCap(max: number, field: FileField): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > max ? tooLarge(field, max) : null, chunk);
    },
  });
}

function tooLarge(field: FileField, max: number): ApiError {
  return new ApiError(Code.FILE_TOO_LARGE, `the ${field} file is larger than ${describeBytes(max)}`);
}
