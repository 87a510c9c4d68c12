import { Code } from '../../../contract/errors';
import type { UploadKind } from '../../../contract/uploads';
import type { FileType } from '../../files/file-types';
import { checkImage } from '../../files/image-check';
import { sniffFileType } from '../../files/sniff-file-type';
import { ApiError } from '../../http/api-error';
import type { UploadConfig } from '../../upload-config';
import type { ReceivedUpload } from './receive-upload';
import { UPLOAD_KIND_RULES } from './upload-kinds';

/**
 * Decides what a received file is from its bytes and whether the kind's route takes
 * it (415 otherwise: a PNG named `.apk`, a program named `.jpg`); images must also
 * pass the pixel limit and decode (image-check.ts).
 */
export async function checkUpload(kind: UploadKind, upload: ReceivedUpload, config: UploadConfig): Promise<FileType> {
  const type = await sniffFileType(upload.scratchFile, upload.size);
  const accepted = UPLOAD_KIND_RULES[kind].accepts;
  if (!type || !accepted.includes(type.family)) {
    const found = type ? `${type.family} (${type.mime})` : 'of no type the console knows';
    throw new ApiError(Code.FILE_TYPE_REFUSED, `the file is ${found}; /upload/${kind} takes ${accepted.join(', ')}`);
  }
  if (type.family === 'image') await checkImage(upload.scratchFile, type, config.maxImagePixels);
  return type;
}
