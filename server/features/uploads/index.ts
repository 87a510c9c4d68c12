import multipart from '@fastify/multipart';
import { defineServerFeature } from '../../feature-host/server-feature';
import { FileAccess } from '../../files/file-access';
import { uploadsWithSettings } from '../../settings/applied';
import { releaseDroppedFiles } from './dropped-files';
import { registerFileRoutes } from './file-routes';
import { guardImageUrls } from './image-url-guard';
import { registerUploadRoutes } from './upload-routes';

/**
 * What other features reuse: the purge of files no row took up (a scheduled job) and
 * the wording of a size limit (site import). The store and the stored files' owners,
 * access and release are core (server/files/), handed to features as `files`.
 */
export { describeBytes } from './receive-upload';
export { purgeUnusedFiles, UNUSED_FILE_HOURS } from './unused-files';

/**
 * Uploads (docs/domain.md#uploads): files of five kinds posted to /upload/<kind>, judged by
 * their bytes, kept in the file store under names the server makes and recorded as
 * their uploader's, and served back only to callers holding the kind's permission who
 * may read the file; face photos and avatars may point only at those files, and only
 * at files the writer may use; a file a row lets go of leaves the store once no row
 * needs it, and the scheduled purge removes uploads no row took up.
 */
export default defineServerFeature({
  name: 'uploads',
  async register(app, { config, resources, services, settings, files: store, photoReads }) {
    // Multipart parsing belongs to these routes only; each route gives its own size limit.
    await app.register(multipart, { throwFileSizeLimit: false });
    // Size limits are settings (upload.<kind>MaxMb): read at each upload, so a change applies at once.
    registerUploadRoutes(app, store, uploadsWithSettings(config.uploads, settings), services.tables);
    const access = new FileAccess(services.visibility);
    registerFileRoutes(app, store, { tables: services.tables, access, reads: photoReads });
    guardImageUrls(services, resources, store, access, config.uploads.httpsImageUrls);
    releaseDroppedFiles(services, resources, store, app.log);
  },
});
