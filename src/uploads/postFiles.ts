import type { UploadedFile, UploadKind } from '../../contract/uploads';
import { type PostFileOptions, postFile } from './postFile';

export interface PostFilesOptions extends Omit<PostFileOptions, 'onProgress'> {
  /** Progress of the file being sent, with its place among the chosen ones. */
  onProgress?: (index: number, loaded: number, total: number) => void;
}

/**
 * The multi-file helpers (docs/domain.md#uploads) post each chosen file separately, one after
 * the other, to the kind's upload path. The first refusal stops the rest and rejects;
 * the files already kept stay kept.
 */
export async function postFiles(
  kind: UploadKind,
  files: readonly Blob[],
  options: PostFilesOptions,
): Promise<UploadedFile[]> {
  const uploaded: UploadedFile[] = [];
  for (const [index, file] of files.entries()) {
    const onProgress = (loaded: number, total: number) => options.onProgress?.(index, loaded, total);
    uploaded.push(await postFile(kind, file, { ...options, onProgress }));
  }
  return uploaded;
}
