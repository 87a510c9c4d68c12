import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { Code } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';

/** An upload written to a scratch file, not yet checked. */
export interface ReceivedUpload {
  scratchFile: string;
  size: number;
}

/** The spec's one field. */
const FILE_FIELD = 'file';
const MAX_NAME_LENGTH = 255;

/**
 * Streams the one file of a multipart request to `scratchFile`, stopping at
 * `maxBytes`: a bigger file is refused (413) as soon as it passes the limit and its
 * partial copy deleted. The client's file name is only checked, never used: a name
 * with a folder in it (`../`), control characters or absurd length is refused.
 */
export async function receiveUpload(
  request: FastifyRequest,
  scratchFile: string,
  maxBytes: number,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new ApiError(Code.BAD_REQUEST, `send multipart/form-data with one field "${FILE_FIELD}"`);
  }
  // The name as sent (the parser would cut it to its last segment), so that a name with folders is refused, not hidden.
  const part = await request.file({
    preservePath: true,
    limits: { fileSize: maxBytes, files: 1, fieldSize: 1024, parts: 10 },
  });
  if (!part) throw new ApiError(Code.BAD_REQUEST, `the field "${FILE_FIELD}" holds no file`);
  const refusal = nameRefusal(part.fieldname, part.filename);
  if (refusal) {
    part.file.resume();
    throw new ApiError(Code.BAD_REQUEST, refusal);
  }
  try {
    await pipeline(part.file, createWriteStream(scratchFile, { flags: 'wx' }));
    if (part.file.truncated) {
      throw new ApiError(Code.FILE_TOO_LARGE, `more than ${describeBytes(maxBytes)} is not accepted here`);
    }
    const { size } = await stat(scratchFile);
    if (size === 0) throw new ApiError(Code.BAD_REQUEST, 'the file is empty');
    return { scratchFile, size };
  } catch (error) {
    await rm(scratchFile, { force: true });
    throw error;
  }
}

function nameRefusal(field: string, name: string): string | undefined {
  if (field !== FILE_FIELD) return `the file must come in the field "${FILE_FIELD}", not "${field}"`;
  // Control characters and separators: the name could only be there to reach another folder or fool a log.
  if (/[/\\]|^\.\.?$/.test(name) || hasControlCharacter(name) || name.length > MAX_NAME_LENGTH) {
    return 'the file name must be a plain name, without folders or control characters';
  }
  return undefined;
}

function hasControlCharacter(text: string): boolean {
  return [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

export function describeBytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return mib >= 1 ? `${Number(mib.toFixed(1))} MB` : `${bytes} bytes`;
}
