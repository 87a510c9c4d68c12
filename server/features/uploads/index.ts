import multipart from '@fastify/multipart';
import { defineServerFeature } from '../../feature-host/server-feature';
import { uploadsWithSettings } from '../../settings/applied';
import type { UploadConfig } from '../../upload-config';
import { releaseDroppedFiles } from './dropped-files';
import { FileAccess } from './file-access';
import { registerFileRoutes } from './file-routes';
import type { FileStore } from './file-store';
import { guardImageUrls } from './image-url-guard';
import { LocalFileStore } from './local-file-store';
import { registerUploadRoutes } from './upload-routes';

/**
 * What other features reuse: the store, who may use a stored file and who owns it,
 * its release once no row needs it, the purge of files no row took up (a scheduled
 * job), and the judging of files by their bytes (site import).
 */
export { FileAccess } from './file-access';
export { recordFileOwner } from './file-owners';
export { releaseStoredFile } from './file-release';
export type { FileStore } from './file-store';
export { FILE_TYPES, type FileType } from './file-types';
export { checkImage } from './image-check';
export { describeBytes } from './receive-upload';
export { sniffFileType } from './sniff-file-type';
export { purgeUnusedFiles, UNUSED_FILE_HOURS } from './unused-files';
export { zipHasEntry } from './zip-entries';

/** The store uploads are kept in: a feature keeping images of its own keeps them where uploads are. */
export function fileStoreOf(config: UploadConfig): FileStore {
  return new LocalFileStore(config.dir);
}

/**
 * Uploads (spec section 7): files of five kinds posted to /upload/<kind>, judged by
 * their bytes, kept in the file store under names the server makes and recorded as
 * their uploader's, and served back only to callers holding the kind's permission who
 * may read the file; face photos and avatars may point only at those files, and only
 * at files the writer may use; a file a row lets go of leaves the store once no row
 * needs it, and the scheduled purge removes uploads no row took up.
 */
export default defineServerFeature({
  name: 'uploads',
  async register(app, { config, resources, services, settings }) {
    const store = fileStoreOf(config.uploads);
    // Multipart parsing belongs to these routes only; each route gives its own size limit.
    await app.register(multipart, { throwFileSizeLimit: false });
    // Size limits are settings (upload.<kind>MaxMb): read at each upload, so a change applies at once.
    registerUploadRoutes(app, store, uploadsWithSettings(config.uploads, settings), services.tables);
    const access = new FileAccess(services.visibility);
    registerFileRoutes(app, store, services.tables, access);
    guardImageUrls(services, resources, store, access, config.uploads.httpsImageUrls);
    releaseDroppedFiles(services, resources, store, app.log);
  },
});
