import multipart from '@fastify/multipart';
import { defineServerFeature } from '../../feature-host/server-feature';
import { uploadsWithSettings } from '../../settings/applied';
import type { UploadConfig } from '../../upload-config';
import { registerFileRoutes } from './file-routes';
import type { FileStore } from './file-store';
import { guardImageUrls } from './image-url-guard';
import { LocalFileStore } from './local-file-store';
import { registerUploadRoutes } from './upload-routes';

/** What other features reuse: the store, and the judging of files by their bytes (site import). */
export type { FileStore } from './file-store';
export { FILE_TYPES, type FileType } from './file-types';
export { checkImage } from './image-check';
export { describeBytes } from './receive-upload';
export { sniffFileType } from './sniff-file-type';
export { zipHasEntry } from './zip-entries';

/** The store uploads are kept in: a feature keeping images of its own keeps them where uploads are. */
export function fileStoreOf(config: UploadConfig): FileStore {
  return new LocalFileStore(config.dir);
}

/**
 * Uploads (spec section 7): files of five kinds posted to /upload/<kind>, judged by
 * their bytes, kept in the file store under names the server makes, and served back
 * only to callers holding the kind's permission; face photos and avatars may point
 * only at those files.
 */
export default defineServerFeature({
  name: 'uploads',
  async register(app, { config, resources, services, settings }) {
    const store = fileStoreOf(config.uploads);
    // Multipart parsing belongs to these routes only; each route gives its own size limit.
    await app.register(multipart, { throwFileSizeLimit: false });
    // Size limits are settings (upload.<kind>MaxMb): read at each upload, so a change applies at once.
    registerUploadRoutes(app, store, uploadsWithSettings(config.uploads, settings));
    registerFileRoutes(app, store);
    guardImageUrls(services, resources, store, config.uploads.httpsImageUrls);
  },
});
