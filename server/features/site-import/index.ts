import multipart from '@fastify/multipart';
import { defineServerFeature } from '../../feature-host/server-feature';
import { importColumns } from './import-columns';
import { IMPORT_LIMITS } from './import-limits';
import { registerImportRoutes } from './import-routes';
import { ImportStates } from './import-state';
import { registerImportSitesRoute } from './sites-route';

/** What the scheduled jobs reuse: closing the runs of imports whose node went away. */
export { closeStalledImportRuns } from './stalled-runs';

/**
 * Site face import (route `site-import`, menu /sp-site): residents of a site from a
 * filled template and their face photos from a zip, previewed before anything is
 * written, run in the background through the resident and face write paths, and
 * reported row by row.
 */
export default defineServerFeature({
  name: 'site-import',
  async register(app, { config, services, compile, backend, files }) {
    if (!services.tables.has('resident') || !services.tables.has('face')) return;
    const resident = services.of('resident').resource;
    // Multipart parsing belongs to this feature's routes, as to the uploads feature's.
    await app.register(multipart, { throwFileSizeLimit: false });
    registerImportRoutes(
      app,
      {
        services,
        store: files,
        states: new ImportStates(backend.cache),
        limits: IMPORT_LIMITS,
        uploads: config.uploads,
        resident,
        columns: importColumns(resident),
      },
      compile,
    );
    registerImportSitesRoute(app, services);
  },
});
