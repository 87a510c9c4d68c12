import multipart from '@fastify/multipart';
import { defineServerFeature } from '../../feature-host/server-feature';
import { registerFileRoutes } from './file-routes';
import { guardImageUrls } from './image-url-guard';
import { LocalFileStore } from './local-file-store';
import { registerUploadRoutes } from './upload-routes';

/**
 * Uploads (spec section 7): files of five kinds posted to /upload/<kind>, judged by
 * their bytes, kept in the file store under names the server makes, and served back
 * only to callers holding the kind's permission; face photos and avatars may point
 * only at those files.
 */
export default defineServerFeature({
  name: 'uploads',
  async register(app, { config, resources, services }) {
    const store = new LocalFileStore(config.uploads.dir);
    // Multipart parsing belongs to these routes only; each route gives its own size limit.
    await app.register(multipart, { throwFileSizeLimit: false });
    registerUploadRoutes(app, store, config.uploads);
    registerFileRoutes(app, store);
    guardImageUrls(services, resources, store, config.uploads.httpsImageUrls);
  },
});
